import { z } from "zod";
import { CONTACT_CATEGORIES } from "../options";
import { text } from "./text";

/** Upper bounds of the contact form's fields; the form limits typing to the same numbers. */
export const CONTACT_LIMITS = {
  fullName: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const;

const requiredText = (max: number) => text().trim().min(1).max(max);

/**
 * docs/product-rules.md#information-pages Contact: full name, email, category, subject and message, all required.
 * The category arrives as the select's string and leaves as one of CONTACT_CATEGORIES.
 */
export const contactSchema = z.object({
  fullName: requiredText(CONTACT_LIMITS.fullName),
  email: requiredText(CONTACT_LIMITS.email).pipe(z.email()),
  category: z.string().pipe(z.enum(CONTACT_CATEGORIES)),
  subject: requiredText(CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_LIMITS.message),
});

export type ContactFormValues = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
