import type { LedgerProblemCode } from "@kierto/shared";

/** The admins' finance page: the ledger's figures, commission per month, the ledger check and the export. */
export const finance = {
  title: "Finance",
  link: "Finance",
  back: "Back to the admin dashboard",
  loadError: "We couldn't load the finance figures.",
  figuresLabel: "Money on the platform",
  figures: {
    heldForBuyersCents: "Held for buyers",
    sellerPendingCents: "Sellers' pending balances",
    sellerAvailableCents: "Sellers' available balances",
    sellerDebtCents: "Owed by sellers",
    payoutsInFlightCents: "Payouts in transit",
    payoutsFailedCents: "Failed payouts",
    commissionEarnedCents: "Commission earned",
    postagePayableCents: "Postage owed to carriers",
    providerCashCents: "At the payment provider and bank",
  },
  sellersInDebt: (count: number) => (count === 1 ? "1 seller" : `${count} sellers`),
  payouts: (count: number) => (count === 1 ? "1 payout" : `${count} payouts`),
  commissionTitle: "Commission per month",
  commissionEmpty: "No commission earned yet",
  month: "Month",
  commission: "Commission",
  check: {
    title: "Ledger check",
    intro:
      "Every hour the ledger is checked: each entry balances, all postings sum to zero, and no pending or in-transit balance is below zero.",
    never: "The ledger has not been checked yet.",
    ok: (when: string, entries: number) => `Checked ${when}: ${entries} entries, no differences.`,
    failed: (when: string) => `Checked ${when}: differences found. Every admin has been notified.`,
    problems: {
      unbalanced_entry: (count: number, amount: string) => `${count} entries do not balance (${amount} in total)`,
      ledger_not_zero: (_count: number, amount: string) => `All postings sum to ${amount}, not zero`,
      negative_pending: (count: number, amount: string) =>
        `${count} sellers' pending balances are below zero (${amount})`,
      negative_in_transit: (count: number, amount: string) =>
        `${count} sellers' payouts in transit are below zero (${amount})`,
    } satisfies Record<LedgerProblemCode, (count: number, amount: string) => string>,
    run: "Check now",
    running: "Checking...",
    runFailed: "The ledger could not be checked",
  },
  dac7: {
    title: "DAC7 report",
    intro: (sales: number, amount: string) =>
      `Sellers with ${sales} or more sales, or more than ${amount} for them, in the calendar year. Kierto reports them to Verohallinto by the end of January.`,
    year: "Year",
    empty: "No seller crossed a threshold in this year.",
    loadError: "We couldn't load the DAC7 report.",
    seller: "Seller",
    sales: "Sales",
    consideration: "Consideration",
    fees: "Fees",
    identity: "Identity",
    taxId: (code: string, country: string) => `Tax id ${code} (${country})`,
    born: (date: string) => `Born ${date}`,
    missing: "Details missing",
    reminded: (count: number) => (count === 1 ? "Reminded once" : `Reminded ${count} times`),
    withheld: (since: string) => `Payouts withheld since ${since}`,
  },
  export: {
    title: "Export postings",
    intro: "Every ledger posting of a period as CSV, days in Finnish time, at most 366 days.",
    from: "From",
    to: "To",
    download: "Download CSV",
    invalid: "Choose a start that is not after the end, at most 366 days apart.",
  },
};
