export { endCheckout, markPaid } from "./checkout";
export { chosenPickupPoint, resolveDelivery } from "./checkout-delivery";
export { saleRoutes } from "./sales.routes";
export { transactionRoutes } from "./transactions.routes";
