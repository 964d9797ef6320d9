export { metricsRoute } from "./metrics.routes";
