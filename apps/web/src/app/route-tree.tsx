import { LANGUAGES, type LOCALISED_PAGE_PATTERNS } from "@kierto/shared";
import type { RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { loadLaterTexts } from "@/i18n";
import { RedirectSignedIn, RequireSession, RequireSessionIdParam } from "./guards";
import { RouteError } from "./route-error";
import { PublicShell } from "./shells/public-shell";

/**
 * docs/product-rules.md#what-kierto-is route map; the patterns come from config/paths, which links use too. Every page is its
 * own lazily loaded chunk, so a visitor downloads only the code of the pages they open. A page
 * module exports `Component`. Every page but home also reads texts beyond the first view's: they
 * load before the page's code (ADR 0021). Kept apart from the browser's router so the
 * build can render the first view of / from the same routes (src/prerender).
 */
const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({
  lazy: async () => {
    // The texts before the page's code: its modules may read them as they load (query options
    // built at module level). Once loaded they stay, so only the first such page waits for them.
    await loadLaterTexts();
    return load();
  },
});
/** A staff page's guard, loaded when a staff page is opened: it is no part of a guest's first load. */
const staffGuard = (name: "RequireAdmin" | "RequireModerator") => ({
  lazy: async () => ({ Component: (await import("./staff-guards"))[name] }),
});
/** Home, whose first view needs only the texts loaded before the first render. */
const firstViewPage = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

type PageRoute = Pick<RouteObject, "lazy">;

/**
 * The public pages, each also under its language prefixes (/fi/about, /sv/about, /en/about;
 * ADR 0062): the server wrote the prefix's language into the page, so the app starts in it.
 */
const publicPages = {
  "/": firstViewPage(() => import("./routes/home")),
  [paths.product.path]: page(() => import("./routes/product")),
  [paths.user.path]: page(() => import("./routes/seller")),
  [paths.about.path]: page(() => import("./routes/info/about")),
  [paths.howItWorks.path]: page(() => import("./routes/info/how-it-works")),
  [paths.terms.path]: page(() => import("./routes/info/terms")),
  [paths.privacy.path]: page(() => import("./routes/info/privacy")),
  [paths.disputePolicy.path]: page(() => import("./routes/info/dispute-policy")),
  [paths.contact.path]: page(() => import("./routes/info/contact")),
  [paths.faq.path]: page(() => import("./routes/info/faq")),
} satisfies Record<(typeof LOCALISED_PAGE_PATTERNS)[number], PageRoute>;

/** The public pages as children of a route: at the top, and under /fi, /sv and /en (a fresh set each). */
const publicRoutes = (): RouteObject[] =>
  Object.entries(publicPages).map(([pattern, route]) =>
    pattern === "/" ? { index: true, ...route } : { path: pattern.slice(1), ...route },
  );

export const routes: RouteObject[] = [
  {
    element: <PublicShell />,
    // The shell's own failure fills the screen; a page's failure shows under the shell's header.
    errorElement: <RouteError home={paths.home.href} standalone />,
    children: [
      {
        errorElement: <RouteError home={paths.home.href} />,
        children: [
          ...publicRoutes(),
          { path: paths.browseProduct.path, ...page(() => import("./routes/product")) },
          { path: paths.appeal.path, ...page(() => import("./routes/appeal")) },
          { path: paths.resetPassword.path, ...page(() => import("./routes/reset-password")) },
          // /fi, /fi/about, /fi/product/:id...: each language's prefix with the public pages under it.
          ...LANGUAGES.map((language) => ({ path: language, children: publicRoutes() })),
        ],
      },
    ],
  },
  {
    // Its own chunk: the shell that picks the guest's or the member's header is no part of /'s first load.
    lazy: async () => ({ Component: (await import("./shells/shell-for-session")).ShellForSession }),
    errorElement: <RouteError home={paths.home.href} standalone />,
    children: [
      {
        errorElement: <RouteError home={paths.home.href} />,
        children: [
          { path: paths.checkout.path, ...page(() => import("./routes/checkout")) },
          { path: paths.browseCheckout.path, ...page(() => import("./routes/checkout")) },
          {
            path: paths.paymentSuccess.path,
            element: <RequireSessionIdParam />,
            children: [{ index: true, ...page(() => import("./routes/payment-success")) }],
          },
        ],
      },
    ],
  },
  {
    path: paths.auth.path,
    element: <RedirectSignedIn />,
    children: [{ index: true, ...page(() => import("./routes/auth")) }],
  },
  { path: paths.landing.path, ...page(() => import("./routes/info/landing")) },
  {
    path: paths.welcome.path,
    element: <RequireSession />,
    children: [{ index: true, ...page(() => import("./routes/welcome")) }],
  },
  {
    element: <RequireSession />,
    errorElement: <RouteError home={paths.app.href} standalone />,
    children: [
      {
        // Signed-in only code (the bell, the live channel) stays out of a guest's first load.
        lazy: async () => {
          await loadLaterTexts();
          return { Component: (await import("./shells/signed-in-shell")).SignedInShell };
        },
        children: [
          {
            errorElement: <RouteError home={paths.app.href} />,
            children: [
              {
                path: paths.admin.path,
                ...staffGuard("RequireAdmin"),
                children: [
                  { index: true, ...page(() => import("./routes/admin")) },
                  { path: paths.adminFinance.path, ...page(() => import("./routes/admin-finance")) },
                ],
              },
              {
                ...staffGuard("RequireModerator"),
                children: [
                  { path: paths.moderation.path, ...page(() => import("./routes/moderation")) },
                  { path: paths.moderationReport.path, ...page(() => import("./routes/moderation-report")) },
                ],
              },
              { path: paths.app.path, ...page(() => import("./routes/explore")) },
              { path: paths.appProduct.path, ...page(() => import("./routes/product")) },
              { path: paths.profile.path, ...page(() => import("./routes/profile")) },
              { path: paths.settings.path, ...page(() => import("./routes/settings")) },
              { path: paths.upload.path, ...page(() => import("./routes/upload")) },
              { path: paths.favorites.path, ...page(() => import("./routes/favorites")) },
              { path: paths.following.path, ...page(() => import("./routes/following")) },
              { path: paths.savedSearches.path, ...page(() => import("./routes/saved-searches")) },
              { path: paths.openSavedSearch.path, ...page(() => import("./routes/open-saved-search")) },
              { path: paths.chats.path, ...page(() => import("./routes/chats")) },
              { path: paths.appChat.path, ...page(() => import("./routes/chat")) },
              { path: paths.myItems.path, ...page(() => import("./routes/my-items")) },
              { path: paths.wallet.path, ...page(() => import("./routes/wallet")) },
              { path: paths.sale.path, ...page(() => import("./routes/sale")) },
              { path: paths.bundle.path, ...page(() => import("./routes/bundle")) },
              { path: paths.chat.path, ...page(() => import("./routes/chat")) },
            ],
          },
        ],
      },
    ],
  },
  { path: "*", ...page(() => import("./routes/not-found")) },
];
