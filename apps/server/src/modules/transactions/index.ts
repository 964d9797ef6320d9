export { endCheckout, markPaid } from "./checkout";
export { saleRoutes } from "./sales.routes";
export { transactionRoutes } from "./transactions.routes";
