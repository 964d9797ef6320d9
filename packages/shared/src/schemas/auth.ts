import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants";
import { displayNameSchema, text } from "./text";

/** docs/product-rules.md#accounts-and-profiles: sign-up needs a display name, an email and a password of at least 6 characters. */
export const signUpSchema = z.object({
  displayName: displayNameSchema,
  email: z.email().trim().toLowerCase(),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});

/** docs/product-rules.md#accounts-and-profiles: sign-in needs an email and a password. */
export const signInSchema = z.object({
  email: text().trim().min(1),
  password: z.string().min(1),
});

export const forgotPasswordSchema = z.object({ email: z.email().trim().toLowerCase() });

export const resetPasswordSchema = z.object({
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;
