export { endHandoversBetween, endHandoversOf, endHandoversWithin } from "./handover-endings";
export { listingsKeptBySales, saleHoldsListing, saleKeepsListing } from "./listing-sales";
export { refundJob, registerRefunds } from "./payment-refund";
export {
  findSaleChat,
  postSaleNotice,
  runTransition,
  type SaleDeps,
  type SaleRow,
  type SaleStep,
} from "./sale-effects";
export { saleError } from "./sale-errors";
export { saleKeepsChatOpen, salePaidByAnother } from "./sale-keeps-chat-open";
export { lockProduct, lockProducts, lockSale, saleHoldingItem, saleProductIds } from "./sale-rows";
export { registerSaleTimers, SALE_TIMERS_CRON, saleTimersJob } from "./sale-timer-jobs";
export {
  cancelMissedShipBy,
  completeDueDeliveries,
  expireDueCheckouts,
  expireDueHandovers,
  runDueSaleTimers,
  sendDueReminders,
  sendShipByReminders,
} from "./sale-timers";
export { applyTransition, createSale, partyOf, tryTransition } from "./sale-transition";
export { shipmentRequestJob } from "./shipment-request";
