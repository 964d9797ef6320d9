export { matchingSearches, matchingSearchesQuery } from "./matching-searches";
export { endSavedSearchHoursNow, registerSavedSearchMatching, tellSavedSearchOwners } from "./saved-search-notices";
export { savedSearchRoutes } from "./saved-searches.routes";
export { matchingColumns } from "./search-columns";
