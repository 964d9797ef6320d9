import { z } from "zod";
import { DISPLAY_NAME_MAX_LENGTH } from "../constants";

/**
 * The one string schema for text people type. PostgreSQL cannot store a NUL character (it
 * answers error 22021), and no form produces one, so it is refused here, before any query.
 * Chain the usual checks on it: `text().trim().min(1).max(60)`.
 */
export const text = () => z.string().regex(/^[^\0]*$/, "Text cannot contain NUL characters.");

/**
 * A person's display name (docs/product-rules.md#accounts-and-profiles): trimmed, 1-60 characters, and no control characters, so a
 * name is one plain line wherever it is shown.
 */
export const displayNameSchema = text()
  .trim()
  .regex(/^[^\p{Cc}]*$/u, "A name cannot contain control characters.")
  .min(1, "A name is required.")
  .max(DISPLAY_NAME_MAX_LENGTH, `At most ${DISPLAY_NAME_MAX_LENGTH} characters.`);
