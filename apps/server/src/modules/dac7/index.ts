export { dac7Routes } from "./dac7.routes";
export { dac7ReportSchema, dac7YearQuerySchema } from "./dac7.schemas";
export { DAC7_REMINDER_CRON, dac7ReminderJob, registerDac7Reminders } from "./dac7-reminder-job";
export { payoutsWithheld, remindSellersWithoutDetails } from "./dac7-reminders";
export { type Dac7Seller, reportableSellers, withTaxIdsOpened } from "./dac7-report";
export { sealUnsealedTaxIds } from "./seal-unsealed-tax-ids";
export { taxIdSeal } from "./tax-id-seal";
