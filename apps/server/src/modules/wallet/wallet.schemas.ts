import { z } from "@hono/zod-openapi";
import { LEDGER_ENTRY_KINDS, PAYOUT_PROVIDERS, PAYOUT_STATES } from "@kierto/shared";

export const payoutDetailsViewSchema = z
  .object({
    legalName: z.string(),
    dateOfBirth: z.string().openapi({ example: "1990-05-17" }),
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    country: z.string().openapi({ example: "FI" }),
    ibanCountry: z.string().openapi({ example: "FI" }),
    /** Only the end of the account number comes back. */
    ibanLast4: z.string().openapi({ example: "0785" }),
    updatedAt: z.string(),
  })
  .openapi("PayoutDetails");

export const ownPayoutDetailsSchema = z
  .object({ details: payoutDetailsViewSchema.nullable() })
  .openapi("OwnPayoutDetails", { description: "The signed-in seller's payout details; null until given" });

export const payoutSchema = z
  .object({
    id: z.uuid(),
    amountCents: z.number().int(),
    state: z.enum(PAYOUT_STATES),
    /** Empty for a Stripe Connect payout, which goes to the bank account the seller gave Stripe. */
    ibanLast4: z.string(),
    failureCode: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    failedAt: z.string().nullable(),
  })
  .openapi("Payout");

export const walletEntrySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(LEDGER_ENTRY_KINDS),
    createdAt: z.string(),
    sale: z.object({ id: z.uuid(), productId: z.uuid().nullable(), productTitle: z.string().nullable() }).nullable(),
    payoutId: z.uuid().nullable(),
    pendingCents: z.number().int(),
    availableCents: z.number().int(),
    inTransitCents: z.number().int(),
    amountCents: z.number().int(),
  })
  .openapi("WalletEntry");

export const walletSchema = z
  .object({
    balances: z.object({
      pendingCents: z.number().int(),
      availableCents: z.number().int(),
      inTransitCents: z.number().int(),
      paidOutCents: z.number().int(),
    }),
    payoutDetails: payoutDetailsViewSchema.nullable(),
    /** Where withdrawals go: an IBAN the seller gives (local) or their Stripe connected account. */
    payoutProvider: z.enum(PAYOUT_PROVIDERS),
    entries: z.array(walletEntrySchema),
    payouts: z.array(payoutSchema),
  })
  .openapi("Wallet");
