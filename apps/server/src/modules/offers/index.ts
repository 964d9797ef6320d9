export {
  agreedBundleCents,
  endBundleOffersOnBasketChange,
  liveBundleOffer,
  makeBundleOffer,
} from "./bundle-offers.service";
export { offerDeadlineJob, registerOfferDeadlines } from "./offer-deadlines";
export { agreedPriceCents, endOffersOnItemPaid } from "./offer-endings";
export { offerRoutes } from "./offers.routes";
