import { displayNameSchema, INVISIBLE_CHARACTER, impersonatesStaff } from "@kierto/shared";
import { APIError } from "better-auth/api";

/**
 * The name an account is created (or renamed) with through the auth endpoints: the same rules as
 * a profile's display name (trimmed, 1-60 characters, one plain line), since it becomes one.
 */
export function checkedAccountName(name: unknown): string {
  const parsed = displayNameSchema.safeParse(name);
  if (!parsed.success) {
    const misleading = typeof name === "string" && (impersonatesStaff(name) || INVISIBLE_CHARACTER.test(name));
    throw new APIError("BAD_REQUEST", {
      code: misleading ? "DISPLAY_NAME_NOT_ALLOWED" : "VALIDATION_FAILED",
      message: parsed.error.issues[0]?.message ?? "The name is not valid.",
    });
  }
  return parsed.data;
}
