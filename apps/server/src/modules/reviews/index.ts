export { getRatingSummary, ratingSummarySchema } from "./rating-summary";
export { reviewRoutes } from "./reviews.routes";
