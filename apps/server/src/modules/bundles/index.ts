export { bundleTiersOf } from "./bundle-tiers";
export { bundleRoutes } from "./bundles.routes";
