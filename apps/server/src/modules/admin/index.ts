export { adminRoutes } from "./admin.routes";
export { adminFinanceRoutes } from "./admin-finance.routes";
export { adminJobRoutes } from "./admin-jobs.routes";
export { recordAudit } from "./audit";
