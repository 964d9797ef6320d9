import { createBrowserRouter, Outlet, ScrollRestoration } from "react-router";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { paths } from "@/config/paths";
import { RouteError } from "./route-error";
import { routes } from "./route-tree";

/**
 * The root restores the scroll position on back/forward and starts new pages at the top; it
 * shows 'Loading...' while the first page's code arrives.
 */
function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    hydrateFallbackElement: <CenteredLoading />,
    errorElement: <RouteError home={paths.home.href} standalone />,
    children: routes,
  },
]);
