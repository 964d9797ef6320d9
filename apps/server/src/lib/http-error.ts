import type { ApiErrorBody, ErrorCode } from "@kierto/shared";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The one way a handler refuses a request: `throw new HttpError(403, "FORBIDDEN", "...")`.
 * The error handler turns it into `{ error: { code, message } }` with that status.
 */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ApiErrorBody["error"]["issues"],
    readonly details?: ApiErrorBody["error"]["details"],
    /** Headers the refusal goes out with (a limit's RateLimit-* fields). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    const { code, message, issues, details } = this;
    return { error: { code, message, ...(issues ? { issues } : {}), ...(details ? { details } : {}) } };
  }
}

export const badRequest = (message: string) => new HttpError(400, "BAD_REQUEST", message);
export const unauthenticated = (message = "Sign in to continue.") => new HttpError(401, "UNAUTHENTICATED", message);
export const forbidden = (message = "You are not allowed to do that.") => new HttpError(403, "FORBIDDEN", message);
export const notFound = (message = "Not found.") => new HttpError(404, "NOT_FOUND", message);
export const conflict = (message: string) => new HttpError(409, "CONFLICT", message);

/**
 * A limit was reached: 429 with the wait both in `Retry-After` (set by the error handler) and in
 * `details.retryAfterSeconds`, which the web app puts into the catalogue's text. With the limit's
 * `policy`, the IETF RateLimit header fields say it too (draft-ietf-httpapi-ratelimit-headers):
 * `RateLimit-Limit`, `RateLimit-Remaining` (0), `RateLimit-Reset` (seconds) and
 * `RateLimit-Policy` (`max;w=window`).
 */
export const tooManyRequests = (retryAfterSeconds: number, policy?: { max: number; windowSeconds: number }) =>
  new HttpError(
    429,
    "RATE_LIMITED",
    "Too many requests. Please wait a moment and try again.",
    undefined,
    { retryAfterSeconds: String(retryAfterSeconds) },
    policy && {
      "RateLimit-Limit": String(policy.max),
      "RateLimit-Remaining": "0",
      "RateLimit-Reset": String(retryAfterSeconds),
      "RateLimit-Policy": `${policy.max};w=${policy.windowSeconds}`,
    },
  );
