import { z } from "@hono/zod-openapi";
import { PASSWORD_MAX_LENGTH } from "@kierto/shared";

export const accountExportSchema = z
  .record(z.string(), z.unknown())
  .openapi("AccountExport", { description: "Everything Kierto holds about the signed-in person" });

export const deleteAccountSchema = z
  .object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) })
  .openapi("DeleteAccount");
