export { laterCatalogueModule } from "./localise-shell";
export { webAppRoutes } from "./static-web";
export { shellTexts } from "./texts";
