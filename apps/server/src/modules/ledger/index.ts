export { accountTotals, balanceFromSum, type SellerBalances, sellerBalances } from "./balances";
export { type FinanceSummary, financeSummary } from "./finance-summary";
export { type JournalEntry, type Posting, postEntry } from "./journal";
export { type LedgerCheck, lastLedgerCheck, runLedgerCheck } from "./ledger-check";
export { LEDGER_CHECK_CRON, ledgerCheckJob, registerLedgerCheck } from "./ledger-check-job";
export {
  type PayoutMoney,
  postPayoutFailed,
  postPayoutPaid,
  postPayoutRequested,
  postTransferReversed,
} from "./payout-money";
export { postingsCsv } from "./postings-export";
export { postSalePaid, postSalePartlyRefunded, postSaleRefunded, postSaleReleased, type SaleMoney } from "./sale-money";
export { type SaleMoneyStage, saleMoneyStages } from "./sale-money-stage";
