import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from "react-router";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { RedirectSignedIn, RequireAdmin, RequireSession, RequireSessionIdParam } from "./guards";
import { PublicShell } from "./shells/public-shell";
import { SignedInShell } from "./shells/signed-in-shell";

/**
 * Spec §2 route map. Every page is its own lazily loaded chunk, so a visitor downloads only
 * the code of the pages they open. A page module exports `Component`.
 */
const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

/** Product and checkout pages, valid under /, /browse and /app (spec §2). */
const productRoutes: RouteObject[] = [
  { path: "product/:id", ...page(() => import("./routes/product")) },
  { path: "checkout/:id", ...page(() => import("./routes/checkout")) },
];

export const routes: RouteObject[] = [
  {
    element: <PublicShell />,
    children: [
      { index: true, ...page(() => import("./routes/home")) },
      ...productRoutes,
      { path: "browse", children: productRoutes },
      {
        path: "payment-success",
        element: <RequireSessionIdParam />,
        children: [{ index: true, ...page(() => import("./routes/payment-success")) }],
      },
      { path: "user/:id", ...page(() => import("./routes/seller")) },
      { path: "about", ...page(() => import("./routes/info/about")) },
      { path: "how-it-works", ...page(() => import("./routes/info/how-it-works")) },
      { path: "terms", ...page(() => import("./routes/info/terms")) },
      { path: "privacy", ...page(() => import("./routes/info/privacy")) },
      { path: "dispute-policy", ...page(() => import("./routes/info/dispute-policy")) },
      { path: "contact", ...page(() => import("./routes/info/contact")) },
      { path: "faq", ...page(() => import("./routes/info/faq")) },
      { path: "reset-password", ...page(() => import("./routes/reset-password")) },
    ],
  },
  {
    path: "auth",
    element: <RedirectSignedIn />,
    children: [{ index: true, ...page(() => import("./routes/auth")) }],
  },
  { path: "landing", ...page(() => import("./routes/info/landing")) },
  {
    path: "welcome",
    element: <RequireSession />,
    children: [{ index: true, ...page(() => import("./routes/welcome")) }],
  },
  {
    element: (
      <RequireSession>
        <SignedInShell />
      </RequireSession>
    ),
    children: [
      {
        path: "admin",
        element: <RequireAdmin />,
        children: [{ index: true, ...page(() => import("./routes/admin")) }],
      },
      {
        path: "app",
        children: [
          { index: true, ...page(() => import("./routes/explore")) },
          { path: "product/:id", ...page(() => import("./routes/product")) },
          { path: "profile", ...page(() => import("./routes/profile")) },
          { path: "settings", ...page(() => import("./routes/settings")) },
          { path: "upload", ...page(() => import("./routes/upload")) },
          { path: "favorites", ...page(() => import("./routes/favorites")) },
          { path: "chats", ...page(() => import("./routes/chats")) },
          { path: "chat/:id", ...page(() => import("./routes/chat")) },
          { path: "my-items", ...page(() => import("./routes/my-items")) },
        ],
      },
      { path: "chat/:id", ...page(() => import("./routes/chat")) },
    ],
  },
  { path: "*", ...page(() => import("./routes/not-found")) },
];

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
  { element: <RootLayout />, hydrateFallbackElement: <CenteredLoading />, children: routes },
]);
