export { localPaymentPageRoutes } from "./local-payment-page.routes";
export { paymentPageMessages } from "./payment-page-messages";
export { webhookRoutes } from "./webhooks.routes";
