import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { seedFirstViewData } from "./app/first-view-data";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import { queryClient } from "./lib/query-client";
import { registerServiceWorker } from "./lib/service-worker";
import "./styles.css";

seedFirstViewData(queryClient);
registerServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The server may have written the first view's markup into the root (ADR 0021): it stays on
// screen until the page's code is in, and React then draws the same page over it, rather than
// a 'Loading...' in between.
const painted = root.hasChildNodes();
if (painted) await routerReady();

/**
 * The router's error elements (app/route-error) are the app's only error boundaries and log
 * what they catch, so React and the router are told not to log it a second and third time.
 */
const loggedByErrorElement = () => {};

function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} onError={loggedByErrorElement} />
    </Providers>
  </StrictMode>
);
const reactRoot = createRoot(root, { onCaughtError: loggedByErrorElement });
// Over the server's markup the first render is a transition (ADR 0024): React renders it in slices
// and the browser answers a tap between them, while the markup stays on screen until the commit.
// Rendered at once, the whole page was one task that held a phone's main thread.
if (painted) startTransition(() => reactRoot.render(app));
else reactRoot.render(app);
