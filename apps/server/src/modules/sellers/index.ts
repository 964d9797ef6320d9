export { sellerRoutes } from "./sellers.routes";
