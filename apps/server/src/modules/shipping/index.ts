export { shippingRoutes } from "./shipping.routes";
export { pickupPointMatchesSchema, pickupPointSchema, trackingEventSchema } from "./shipping.schemas";
