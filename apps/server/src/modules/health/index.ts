export { healthRoutes } from "./health.routes";
export { readyRoutes } from "./ready.routes";
