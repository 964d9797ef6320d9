import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { messages } from "@/i18n";
import { api, unwrap } from "@/lib/api-client";

export type Finance = InferResponseType<typeof api.admin.finance.$get, 200>;
export type LedgerCheck = NonNullable<Finance["lastCheck"]>;

const financeKey = ["admin", "finance"] as const;

/** The ledger's figures, commission per month and the last ledger check, from one request. */
export function useFinance() {
  return useQuery({
    queryKey: financeKey,
    meta: { quiet: true },
    queryFn: ({ signal }) => unwrap(api.admin.finance.$get({}, { init: { signal } })),
  });
}

/** Runs the ledger check now; the page then shows its result. */
export function useRunLedgerCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.finance.check.runFailed },
    mutationFn: () => unwrap(api.admin.finance["ledger-check"].$post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKey }),
  });
}

/** The address of a period's postings as CSV: a plain link, so the browser downloads it itself. */
export function postingsCsvHref(from: string, to: string): string {
  return `/api/admin/finance/postings.csv?${new URLSearchParams({ from, to })}`;
}

export type Dac7Report = InferResponseType<typeof api.admin.finance.dac7.$get, 200>;

/** The DAC7 report of one calendar year. */
export function useDac7Report(year: number) {
  return useQuery({
    queryKey: ["admin", "finance", "dac7", year],
    meta: { quiet: true },
    queryFn: ({ signal }) =>
      unwrap(api.admin.finance.dac7.$get({ query: { year: String(year) } }, { init: { signal } })),
  });
}

export type FinanceSale = InferResponseType<(typeof api.admin.finance.sales)["$get"], 200>["sales"][number];

/** Card sales found by id, title or e-mail (the newest 20 without a search), with where their money stands. */
export function useCardSales(q: string) {
  return useQuery({
    queryKey: ["admin", "finance", "sales", q],
    meta: { quiet: true },
    queryFn: ({ signal }) => unwrap(api.admin.finance.sales.$get({ query: q ? { q } : {} }, { init: { signal } })),
  });
}

/** Refunds a card sale to its buyer; the figures and the list refresh after. */
export function useRefundSale() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorTitle: messages.finance.sales.refundFailed },
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(api.admin.finance.sales[":id"].refund.$post({ param: { id }, json: { reason } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKey }),
  });
}
