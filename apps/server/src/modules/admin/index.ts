export { adminRoutes } from "./admin.routes";
export { recordAudit } from "./audit";
