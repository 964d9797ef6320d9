import { createRoute, z } from "@hono/zod-openapi";
import { DAC7_CONSIDERATION_THRESHOLD_CENTS, DAC7_SALES_THRESHOLD } from "@kierto/shared";
import { errorResponses } from "../../lib/openapi";
import { createRouter } from "../../router";
import { requireRole } from "../auth";
import { dac7ReportSchema, dac7YearQuerySchema, reportableSellers, taxIdSeal, withTaxIdsOpened } from "../dac7";
import { financeSummary, type LedgerCheck, postingsCsv, runLedgerCheck } from "../ledger";
import { financeSummarySchema, ledgerCheckSchema, postingsExportQuerySchema } from "./admin-finance.schemas";
import { financeSalesRoutes } from "./finance-sales.routes";

const tags = ["Admin"];

const getFinance = createRoute({
  method: "get",
  path: "/admin/finance",
  tags,
  summary: "Money held for buyers, seller balances, payouts, commission per month and the ledger check (admins only)",
  middleware: [requireRole("admin")] as const,
  responses: {
    200: { description: "The figures, in cents", content: { "application/json": { schema: financeSummarySchema } } },
    ...errorResponses(401, 403),
  },
});

const exportPostings = createRoute({
  method: "get",
  path: "/admin/finance/postings.csv",
  tags,
  summary: "Every ledger posting of a period as CSV, oldest first (admins only)",
  description: "`from` and `to` are days in Finnish time, both included; a period is at most 366 days.",
  middleware: [requireRole("admin")] as const,
  request: { query: postingsExportQuerySchema },
  responses: {
    200: { description: "RFC 4180 CSV with a header line", content: { "text/csv": { schema: z.string() } } },
    ...errorResponses(400, 401, 403),
  },
});

const runCheck = createRoute({
  method: "post",
  path: "/admin/finance/ledger-check",
  tags,
  summary: "Run the ledger check now, as the hourly job does, and answer what it found (admins only)",
  middleware: [requireRole("admin")] as const,
  responses: {
    200: { description: "The run", content: { "application/json": { schema: ledgerCheckSchema } } },
    ...errorResponses(401, 403),
  },
});

const getDac7 = createRoute({
  method: "get",
  path: "/admin/finance/dac7",
  tags,
  summary:
    "The DAC7 report of a calendar year: sellers over either threshold with their identity, or who have not given it (admins only)",
  description:
    "Sellers with 30 or more completed sales, or more than EUR 2,000 for them, in the year (Finnish time); per quarter, as the report to Verohallinto needs it.",
  middleware: [requireRole("admin")] as const,
  request: { query: dac7YearQuerySchema },
  responses: {
    200: { description: "The report", content: { "application/json": { schema: dac7ReportSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

const checkJson = (check: LedgerCheck) => ({
  ranAt: check.ranAt.toISOString(),
  ok: check.ok,
  entriesChecked: check.entriesChecked,
  problems: check.problems,
});

export function adminFinanceRoutes() {
  return createRouter()
    .openapi(getFinance, async (c) => {
      const summary = await financeSummary(c.var.deps.db);
      return c.json({ ...summary, lastCheck: summary.lastCheck ? checkJson(summary.lastCheck) : null }, 200);
    })
    .openapi(exportPostings, async (c) => {
      const { from, to } = c.req.valid("query");
      const lines = postingsCsv(c.var.deps.db, from, to);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await lines.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          await lines.return(undefined);
        },
      });
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="kierto-ledger-${from}-${to}.csv"`,
      });
    })
    .openapi(getDac7, async (c) => {
      const { year } = c.req.valid("query");
      const sellers = withTaxIdsOpened(await reportableSellers(c.var.deps.db, year), taxIdSeal(c.var.deps.env));
      return c.json(
        {
          year,
          thresholds: { sales: DAC7_SALES_THRESHOLD, considerationCents: DAC7_CONSIDERATION_THRESHOLD_CENTS },
          sellers: sellers.map((seller) => ({
            ...seller,
            withheldSince: seller.withheldSince?.toISOString() ?? null,
          })),
        },
        200,
      );
    })
    .openapi(runCheck, async (c) => {
      const { db, logger } = c.var.deps;
      return c.json(checkJson(await runLedgerCheck(db, logger)), 200);
    })
    .route("/", financeSalesRoutes());
}
