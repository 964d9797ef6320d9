export { registerCheckoutSweep } from "./checkout-sweep";
export { refundJob, registerRefunds } from "./refund-job";
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
