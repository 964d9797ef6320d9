export { signCallback } from "./callback-signature";
export { recordTrackingEvent } from "./parcel-events";
export { registerShipping } from "./register-shipping";
export { createSaleShipment } from "./shipment-creation";
export { saleShipmentView } from "./shipment-view";
export { shippingRoutes } from "./shipping.routes";
export { pickupPointMatchesSchema, pickupPointSchema, trackingEventSchema } from "./shipping.schemas";
export { trackingCallbackRoutes } from "./tracking-callback.routes";
export { pollQuietShipments } from "./tracking-poll";
