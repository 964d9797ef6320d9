/**
 * Every route of the app in one place (docs/product-rules.md#what-kierto-is route map). `path` is the pattern the router
 * matches; `href` is what links and redirects use, a function where the route takes a parameter.
 */
export const paths = {
  home: { path: "/", href: "/" },
  product: { path: "/product/:id", href: (id: string) => `/product/${id}` },
  appProduct: { path: "/app/product/:id", href: (id: string) => `/app/product/${id}` },
  /** The /browse prefix is product context too (docs/product-rules.md#what-kierto-is). */
  browseProduct: { path: "/browse/product/:id", href: (id: string) => `/browse/product/${id}` },
  checkout: { path: "/checkout/:id", href: (id: string) => `/checkout/${id}` },
  browseCheckout: { path: "/browse/checkout/:id", href: (id: string) => `/browse/checkout/${id}` },
  paymentSuccess: { path: "/payment-success", href: "/payment-success" },
  user: { path: "/user/:id", href: (id: string) => `/user/${id}` },
  about: { path: "/about", href: "/about" },
  howItWorks: { path: "/how-it-works", href: "/how-it-works" },
  terms: { path: "/terms", href: "/terms" },
  privacy: { path: "/privacy", href: "/privacy" },
  disputePolicy: { path: "/dispute-policy", href: "/dispute-policy" },
  contact: { path: "/contact", href: "/contact" },
  /** The appeal form of a moderation decision; a suspended person's link carries a token instead of a session. */
  appeal: {
    path: "/appeal",
    href: (reportId: string, token?: string) =>
      `/appeal?report=${encodeURIComponent(reportId)}${token ? `&token=${encodeURIComponent(token)}` : ""}`,
  },
  faq: { path: "/faq", href: "/faq" },
  resetPassword: { path: "/reset-password", href: "/reset-password" },
  auth: { path: "/auth", href: "/auth" },
  landing: { path: "/landing", href: "/landing" },
  welcome: { path: "/welcome", href: "/welcome" },
  admin: { path: "/admin", href: "/admin" },
  /** The ledger's figures, its check and the postings export, for admins. */
  adminFinance: { path: "/admin/finance", href: "/admin/finance" },
  app: { path: "/app", href: "/app" },
  profile: { path: "/app/profile", href: "/app/profile" },
  /** The profile in edit mode, where the profile reminder leads. */
  profileEdit: { path: "/app/profile", href: "/app/profile?edit=1" },
  settings: { path: "/app/settings", href: "/app/settings" },
  /** The reports queue, for moderators and admins. */
  moderation: { path: "/app/moderation", href: "/app/moderation" },
  moderationReport: { path: "/app/moderation/:id", href: (id: string) => `/app/moderation/${id}` },
  upload: { path: "/app/upload", href: "/app/upload" },
  /** The upload page opened on an existing listing. */
  editListing: { path: "/app/upload", href: (id: string) => `/app/upload?edit=${encodeURIComponent(id)}` },
  favorites: { path: "/app/favorites", href: "/app/favorites" },
  /** The newest listings of the sellers one follows. */
  following: { path: "/app/following", href: "/app/following" },
  /** The person's saved searches, with their new matches. */
  savedSearches: { path: "/app/saved-searches", href: "/app/saved-searches" },
  /** Opens a saved search: marks its matches seen and shows the feed with its filters (mail and bell link here). */
  openSavedSearch: { path: "/app/saved-searches/:id", href: (id: string) => `/app/saved-searches/${id}` },
  chats: { path: "/app/chats", href: "/app/chats" },
  appChat: { path: "/app/chat/:id", href: (id: string) => `/app/chat/${id}` },
  chat: { path: "/chat/:id", href: (id: string) => `/chat/${id}` },
  myItems: { path: "/app/my-items", href: "/app/my-items" },
  /** The seller's balances, withdrawals and payout details. */
  wallet: { path: "/app/wallet", href: "/app/wallet" },
  /** A sale's own page (the order page) for its buyer and its seller, as the API's /api/sales/{id}. */
  sale: { path: "/app/sales/:id", href: (id: string) => `/app/sales/${id}` },
  bundle: { path: "/app/bundles/:sellerId", href: (sellerId: string) => `/app/bundles/${sellerId}` },
  /** Served by the API, not by the router. */
  apiDocs: { path: "/api/docs", href: "/api/docs" },
} as const;
