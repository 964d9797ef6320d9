export { appealLossCents, type DecidedOutcome, postAppealCompensation } from "./appeal-money";
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
export {
  postReturnPostage,
  type ReturnPostage,
  returnPostageKeptFromRefund,
  returnPostagePostings,
} from "./return-postage-money";
export { postSalePaid, postSalePartlyRefunded, postSaleRefunded, postSaleReleased, type SaleMoney } from "./sale-money";
export { type SaleMoneyOutcome, saleMoneyOutcome } from "./sale-money-outcome";
export { type SaleMoneyStage, saleMoneyStages } from "./sale-money-stage";
