import type { MiddlewareHandler } from "hono";
import { HttpError } from "./http-error";

/**
 * A NUL character (%00) in the path or query of an API request is refused at once: no route
 * has a use for one and PostgreSQL cannot store one. Bodies are checked by the shared text
 * schema (`text()` in @kierto/shared).
 */
export const refuseNulInUrl: MiddlewareHandler = (c, next) => {
  if (/%00/i.test(c.req.url) || c.req.url.includes("\0")) {
    throw new HttpError(400, "BAD_REQUEST", "The address contains a NUL character.");
  }
  return next();
};
