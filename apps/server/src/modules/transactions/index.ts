export { startCheckoutSweep } from "./checkout-sweep";
export {
  cancelCheckout,
  endCheckout,
  expireCheckout,
  expireDueCheckouts,
  failCheckout,
  markPaid,
} from "./sale-transitions";
export { saleRoutes } from "./sales.routes";
export { transactionRoutes } from "./transactions.routes";
