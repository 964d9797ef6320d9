export { followRoutes } from "./follows.routes";
export { endFollowsBetween, followSummary } from "./follows.service";
export { registerNewListingNotices, tellFollowers } from "./new-listing-notices";
