export * from "./constants";
export * from "./errors";
export * from "./money";
export * from "./options";
export * from "./schemas/auth";
export * from "./schemas/contact";
export * from "./schemas/messaging";
export * from "./schemas/products";
