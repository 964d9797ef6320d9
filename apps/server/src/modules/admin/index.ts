export { adminRoutes } from "./admin.routes";
export { adminJobRoutes } from "./admin-jobs.routes";
export { recordAudit } from "./audit";
