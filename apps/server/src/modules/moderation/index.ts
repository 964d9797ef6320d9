export { appealRoutes } from "./appeals.routes";
export { suspensionAppeal } from "./appeals.service";
export { moderationRoutes } from "./moderation.routes";
export { reportQueueRoutes } from "./report-queue.routes";
export { suspensionRoutes } from "./suspensions.routes";
