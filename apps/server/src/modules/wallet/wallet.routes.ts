import { createRoute } from "@hono/zod-openapi";
import { payoutDetailsSchema } from "@kierto/shared";
import { errorResponses } from "../../lib/openapi";
import { rateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../router";
import { signedIn } from "../auth";
import { findPayoutAccount, savePayoutDetails, toPayoutDetailsDto } from "./payout-details.service";
import { ownPayoutDetailsSchema, payoutSchema, walletSchema } from "./wallet.schemas";
import { readWallet } from "./wallet.service";
import { withdraw } from "./withdraw.service";

const getWallet = createRoute({
  method: "get",
  path: "/me/wallet",
  tags: ["Wallet"],
  summary: "My balances (pending, available, in transit, paid out), my newest ledger entries and payouts",
  middleware: [signedIn] as const,
  responses: {
    200: { description: "The wallet", content: { "application/json": { schema: walletSchema } } },
    ...errorResponses(401),
  },
});

const getPayoutDetails = createRoute({
  method: "get",
  path: "/me/payout-details",
  tags: ["Wallet"],
  summary: "My payout details, with only the last four characters of the IBAN",
  middleware: [signedIn] as const,
  responses: {
    200: { description: "The details, or null", content: { "application/json": { schema: ownPayoutDetailsSchema } } },
    ...errorResponses(401),
  },
});

const putPayoutDetails = createRoute({
  method: "put",
  path: "/me/payout-details",
  tags: ["Wallet"],
  summary: "Give or replace my payout details: legal name, date of birth (18 or more), address and IBAN",
  description:
    "The IBAN is checked for its country's length and its check digits and stored without spaces. A bad " +
    "field answers 400 VALIDATION_FAILED with an issue per field whose message is a code (REQUIRED, " +
    "UNDER_18, IBAN_CHECK_DIGITS, IBAN_LENGTH, POSTCODE, ...).",
  middleware: [signedIn, rateLimit({ name: "payout-details", windowSeconds: 3600, max: 20 })] as const,
  request: { body: { required: true, content: { "application/json": { schema: payoutDetailsSchema } } } },
  responses: {
    200: { description: "The stored details", content: { "application/json": { schema: ownPayoutDetailsSchema } } },
    ...errorResponses(400, 401, 429),
  },
});

const postPayout = createRoute({
  method: "post",
  path: "/me/payouts",
  tags: ["Wallet"],
  summary: "Withdraw my whole available balance to my bank account",
  description:
    "409 PAYOUT_DETAILS_MISSING before payout details are given (with Stripe Connect, 409 " +
    "STRIPE_ACCOUNT_NOT_READY until Stripe has enabled payouts to the seller's connected account); 409 NOTHING_TO_WITHDRAW when nothing " +
    "is available (two presses at once: one payout, and the other is refused with this code).",
  middleware: [signedIn, rateLimit({ name: "payouts", windowSeconds: 3600, max: 30 })] as const,
  responses: {
    201: { description: "The payout, requested", content: { "application/json": { schema: payoutSchema } } },
    ...errorResponses(401, 409, 429),
  },
});

export function walletRoutes() {
  return createRouter()
    .openapi(getWallet, async (c) =>
      c.json(await readWallet(c.var.deps.db, c.var.user.id, c.var.deps.payouts.name), 200),
    )
    .openapi(getPayoutDetails, async (c) => {
      const account = await findPayoutAccount(c.var.deps.db, c.var.user.id);
      return c.json({ details: account ? toPayoutDetailsDto(account) : null }, 200);
    })
    .openapi(putPayoutDetails, async (c) => {
      const row = await savePayoutDetails(c.var.deps.db, c.var.user.id, c.req.valid("json"));
      return c.json({ details: toPayoutDetailsDto(row) }, 200);
    })
    .openapi(postPayout, async (c) => {
      const payout = await withdraw(c.var.deps, c.var.user.id);
      return c.json(
        {
          id: payout.id,
          amountCents: payout.amountCents,
          state: payout.state,
          ibanLast4: (payout.iban ?? "").slice(-4),
          failureCode: payout.failureCode,
          createdAt: payout.createdAt.toISOString(),
          sentAt: null,
          paidAt: null,
          failedAt: null,
        },
        201,
      );
    });
}
