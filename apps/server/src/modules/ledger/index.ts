export { accountTotals, balanceFromSum, type SellerBalances, sellerBalances } from "./balances";
export { type JournalEntry, type Posting, postEntry } from "./journal";
export { type PayoutMoney, postPayoutFailed, postPayoutPaid, postPayoutRequested } from "./payout-money";
export { postSalePaid, postSaleRefunded, postSaleReleased, type SaleMoney } from "./sale-money";
