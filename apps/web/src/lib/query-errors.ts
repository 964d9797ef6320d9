import type { ErrorCode } from "@kierto/shared";
import { errorCode, errorText } from "./error-text";
import { toast } from "./toast";

/**
 * How a query's or mutation's failure is shown, set in its `meta`. Without it a failure is logged
 * and toasted with the catalogue text for its error code.
 */
export interface ErrorMeta {
  /**
   * The screen's own toast title (docs/product-rules.md#errors-and-messages gives some screens
   * their wording, such as 'Error updating transaction'); the code's catalogue text goes under it.
   */
  errorTitle?: string;
  /** Codes whose catalogue text says it all ('You can't message yourself!'): toasted alone, without the title. */
  plainCodes?: readonly ErrorCode[];
  /**
   * The screen shows this failure itself, or it is tolerated: logged, never toasted. `true` for
   * every failure, or the HTTP statuses that are a state of the screen (a 404's 'Product not found').
   */
  quiet?: true | readonly number[];
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/** The toast for a failure, or null when the screen shows it itself. */
export function errorToast(
  error: unknown,
  meta: ErrorMeta | undefined,
): { title: string; description?: string } | null {
  const quiet = meta?.quiet;
  if (quiet === true) return null;
  const status = (error as { status?: unknown } | null)?.status;
  if (quiet && typeof status === "number" && quiet.includes(status)) return null;
  const text = errorText(error);
  const code = errorCode(error);
  const plain = code !== undefined && meta?.plainCodes?.includes(code);
  return meta?.errorTitle && !plain ? { title: meta.errorTitle, description: text } : { title: text };
}

/**
 * The one place a failed query or mutation is logged and toasted (lib/query-client). The toast's
 * id is its title, so the same failure reported twice (two queries of one screen) shows once.
 */
export function reportFailure(what: string, error: unknown, meta: ErrorMeta | undefined) {
  console.error(`${what} failed`, error);
  const shown = errorToast(error, meta);
  if (shown) toast.error(shown.title, { id: shown.title, description: shown.description });
}

/**
 * The rejection handler of an awaited mutation (`mutateAsync`): the mutation cache has already
 * logged and toasted the failure by its meta, so the promise's rejection needs nothing more.
 */
export function ignoreFailure(): void {}
