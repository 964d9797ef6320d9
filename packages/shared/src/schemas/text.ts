import { z } from "zod";
import { DISPLAY_NAME_MAX_LENGTH } from "../constants";
import { INVISIBLE_CHARACTER, impersonatesStaff } from "./display-name-rules";

/**
 * The one string schema for text people type. No control character but the tab and the line
 * breaks of a multi-line field: PostgreSQL cannot store a NUL (it answers error 22021), and the
 * others (escape sequences, backspaces, C1 codes) only hide or rewrite what a reader or a log
 * shows (docs/decisions/0034). No form produces one, so they are refused here, before any query.
 * Chain the usual checks on it: `text().trim().min(1).max(60)`.
 */
export const text = () => z.string().regex(/^(?:[\t\n\r]|\P{Cc})*$/u, "Text cannot contain control characters.");

/**
 * A person's display name (docs/product-rules.md#accounts-and-profiles): trimmed, 1-60 characters, and no control characters, so a
 * name is one plain line wherever it is shown; nothing invisible or direction-changing, and
 * nothing that passes for Kierto's staff or brand (display-name-rules.ts, docs/decisions/0034).
 */
export const displayNameSchema = text()
  .trim()
  .regex(/^[^\p{Cc}]*$/u, "A name cannot contain control characters.")
  .refine(
    (name) => !INVISIBLE_CHARACTER.test(name),
    "A name cannot contain invisible or direction-changing characters.",
  )
  .refine((name) => !impersonatesStaff(name), "A name cannot pass for Kierto or its staff.")
  .min(1, "A name is required.")
  .max(DISPLAY_NAME_MAX_LENGTH, `At most ${DISPLAY_NAME_MAX_LENGTH} characters.`);
