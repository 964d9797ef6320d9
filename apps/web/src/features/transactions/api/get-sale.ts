import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api-client";
import { transactionKeys } from "./query-keys";

/** A sale's own page as its buyer or seller sees it (GET /api/sales/{id}). */
export type SaleDetail = InferResponseType<(typeof api.sales)[":id"]["$get"], 200>["sale"];

export const saleQuery = (saleId: string) =>
  queryOptions({
    queryKey: transactionKeys.sale(saleId),
    queryFn: async () => (await unwrap(api.sales[":id"].$get({ param: { id: saleId } }))).sale,
  });
