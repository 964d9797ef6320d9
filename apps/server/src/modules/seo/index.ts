export { withPageLinks } from "./head-links";
export { robotsTxt } from "./robots";
export { SITEMAP_MAX_URLS, sitemapRoutes } from "./sitemap.routes";
