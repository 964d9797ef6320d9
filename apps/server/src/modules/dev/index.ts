export { devApiRoutes, devPageRoutes } from "./dev.routes";
export { devPushApiRoutes, devPushPageRoutes } from "./push-outbox.routes";
export { shipmentSimulationRoutes } from "./shipment-simulation.routes";
export { testDataRoutes } from "./test-data.routes";
export { testChatSchema, testListingSchema, testUserSchema } from "./test-data.schemas";
