import { z } from "@hono/zod-openapi";

export const taxIdStatusSchema = z
  .object({
    /** The seller crossed a DAC7 threshold this year or last, so Kierto must report them. */
    required: z.boolean(),
    /** The last four characters of the code the seller gave, or null. */
    taxIdLast4: z.string().nullable(),
    /** Their payouts wait until they give it (two reminders went unanswered). */
    payoutsWithheld: z.boolean(),
  })
  .openapi("TaxIdStatus");

export const taxIdInputSchema = z
  .object({ taxId: z.string().trim().min(1).max(20).openapi({ example: "131052-308T" }) })
  .openapi("TaxIdInput");

const cents = z.number().int();
const quarterSchema = z.object({ sales: z.number().int(), considerationCents: cents, feesCents: cents });

export const dac7ReportSchema = z
  .object({
    year: z.number().int(),
    thresholds: z.object({ sales: z.number().int(), considerationCents: cents }),
    sellers: z.array(
      z.object({
        sellerId: z.uuid(),
        displayName: z.string(),
        email: z.string(),
        sales: z.number().int(),
        considerationCents: cents,
        feesCents: cents,
        quarters: z.array(quarterSchema).length(4),
        identity: z
          .object({
            taxId: z.string(),
            taxIdIssuedBy: z.string(),
            legalName: z.string(),
            dateOfBirth: z.iso.date(),
            street: z.string(),
            postcode: z.string(),
            city: z.string(),
            country: z.string(),
            iban: z.string(),
          })
          .nullable(),
        remindersSent: z.number().int(),
        withheldSince: z.iso.datetime().nullable(),
      }),
    ),
  })
  .openapi("Dac7Report");

export const dac7YearQuerySchema = z.object({ year: z.coerce.number().int().min(2023).max(2100) });
