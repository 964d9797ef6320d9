export { languageRoutes } from "./language.routes";
