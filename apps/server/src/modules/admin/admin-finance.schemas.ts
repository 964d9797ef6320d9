import { z } from "@hono/zod-openapi";
import { LEDGER_PROBLEM_CODES } from "@kierto/shared";

const cents = z.number().int().openapi({ description: "Euro cents" });

const ledgerProblemSchema = z.object({
  code: z.enum(LEDGER_PROBLEM_CODES),
  count: z.number().int(),
  cents,
});

export const ledgerCheckSchema = z
  .object({
    ranAt: z.iso.datetime(),
    ok: z.boolean(),
    entriesChecked: z.number().int(),
    problems: z.array(ledgerProblemSchema),
  })
  .openapi("LedgerCheck");

export const financeSummarySchema = z
  .object({
    heldForBuyersCents: cents,
    sellerPendingCents: cents,
    sellerAvailableCents: cents,
    sellerDebtCents: cents,
    sellersInDebt: z.number().int(),
    payoutsInFlight: z.number().int(),
    payoutsInFlightCents: cents,
    payoutsFailed: z.number().int(),
    payoutsFailedCents: cents,
    providerCashCents: cents,
    commissionPendingCents: cents,
    commissionEarnedCents: cents,
    postagePayableCents: cents,
    protectionCostsCents: cents,
    commissionByMonth: z.array(z.object({ month: z.string().openapi({ example: "2026-11" }), cents })),
    lastCheck: ledgerCheckSchema.nullable(),
  })
  .openapi("FinanceSummary");

/** The longest period one export covers: a calendar year and a day, for a leap year's reports. */
export const EXPORT_MAX_DAYS = 366;

const day = z.iso.date().openapi({ description: "A day in Finnish time, YYYY-MM-DD" });

export const postingsExportQuerySchema = z
  .object({ from: day, to: day.openapi({ description: "The last day included" }) })
  .refine(({ from, to }) => from <= to, { message: "from must not be after to", path: ["to"] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < EXPORT_MAX_DAYS, {
    message: `at most ${EXPORT_MAX_DAYS} days`,
    path: ["to"],
  });
