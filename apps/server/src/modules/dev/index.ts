export { devApiRoutes, devPageRoutes } from "./dev.routes";
export { testDataRoutes } from "./test-data.routes";
export { testChatSchema, testListingSchema, testUserSchema } from "./test-data.schemas";
