import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env";
import { HttpError } from "./lib/http-error";

/**
 * A router whose request validation failures become our 400 JSON error, listing each issue,
 * instead of @hono/zod-openapi's default body. Every module creates its routes with this.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      throw new HttpError(400, "VALIDATION_FAILED", "The request is not valid.", issues);
    },
  });
}
