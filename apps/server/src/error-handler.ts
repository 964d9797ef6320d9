import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./app-env";
import { postgresErrorCode } from "./db/postgres-error-code";
import { HttpError } from "./lib/http-error";
import { StorageUnavailableError } from "./platform/storage";

/**
 * Turns every failure into `{ error: { code, message } }`. Known refusals keep their status;
 * malformed input that slipped past validation (bad JSON, a value Postgres rejects) is a 400;
 * only a genuine fault is a 500, logged with the request id and never described to the caller.
 */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HttpError) {
    const retryAfter = error.details?.retryAfterSeconds;
    if (error.status === 429 && retryAfter) c.header("Retry-After", retryAfter);
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(error.toBody(), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 413 ? "PAYLOAD_TOO_LARGE" : status === 401 ? "UNAUTHENTICATED" : "BAD_REQUEST";
    return c.json({ error: { code, message: error.message || "The request is not valid." } }, status);
  }
  if (error instanceof StorageUnavailableError) {
    // The operator needs the cause; the caller only that nothing was saved and a retry may work.
    c.var.log?.error("file storage unavailable", { error });
    const body = {
      code: "STORAGE_UNAVAILABLE",
      message: "Files cannot be stored or read right now. Please try again later.",
    };
    return c.json({ error: body }, 503);
  }
  if (databaseUnreachable(error)) {
    // The embedded PostgreSQL is being restarted, or a failover is under way: retrying will work.
    c.var.log?.warn("database unavailable", { error });
    c.header("Retry-After", "2");
    const body = { code: "DATABASE_UNAVAILABLE", message: "The service is briefly unavailable. Please try again." };
    return c.json({ error: body }, 503);
  }
  const pgCode = postgresErrorCode(error);
  if (pgCode && (pgCode.startsWith(DATA_EXCEPTION_CLASS) || INPUT_ERRORS.has(pgCode))) {
    return c.json({ error: { code: "BAD_REQUEST", message: "The request is not valid." } }, 400);
  }
  if (pgCode === "23505") {
    return c.json({ error: { code: "CONFLICT", message: "That already exists." } }, 409);
  }
  c.var.log?.error("request failed", { error });
  return c.json({ error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." } }, 500);
};

export const handleApiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: { code: "NOT_FOUND", message: `No API operation at ${c.req.method} ${c.req.path}.` } }, 404);

// PostgreSQL's data exceptions (class 22) are all a value the database cannot take: a bad uuid,
// a number or a time out of range (22008, 22009 for a year past 9999), a character it cannot store
// (22021: a NUL that slipped past validation). Validation should have caught them first.
const DATA_EXCEPTION_CLASS = "22";
// check and foreign-key violations
const INPUT_ERRORS = new Set(["23514", "23503"]);

/** Refused or dropped connections, and PostgreSQL shutting down, crashing or still starting. */
const UNREACHABLE = new Set(["ECONNREFUSED", "ECONNRESET", "57P01", "57P02", "57P03", "08000", "08003", "08006"]);

function databaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNREACHABLE.has(code)) return true;
    // node-postgres's own words when the server closes the connection under a query
    if (current instanceof Error && /^Connection terminated/.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
