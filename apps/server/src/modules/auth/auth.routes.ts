import { Hono } from "hono";
import { clientIp } from "../../lib/client-ip";
import { CLIENT_IP_HEADER } from "./auth";
import type { AuthEnv } from "./auth-env";
import { authErrorCode } from "./auth-error-code";

/**
 * Better Auth's endpoints under /api/auth (sign-up, sign-in, sign-out, sessions, verification,
 * password reset). We add the caller's address for its rate limits, and reshape its errors into
 * our `{ error: { code, message } }` with one of our codes (auth-error-code.ts), so the web app
 * reads one error format and one vocabulary everywhere.
 */
export function authRoutes() {
  const router = new Hono<AuthEnv>();
  router.on(["GET", "POST"], "/*", async (c) => {
    const { auth, env } = c.var.deps;
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, env.TRUST_PROXY));
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    return response.status >= 400 ? reshapeError(response) : response;
  });
  return router;
}

async function reshapeError(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.delete("content-length");
  let betterAuthCode: unknown;
  let message = response.statusText || "The request could not be completed.";
  let details: Record<string, string> | undefined;
  try {
    // Whatever JSON Better Auth answered: each field is checked before it is used.
    const body = (await response.json()) as {
      code?: unknown;
      message?: unknown;
      reason?: unknown;
      reportId?: unknown;
      appealToken?: unknown;
    } | null;
    betterAuthCode = body?.code;
    if (typeof body?.message === "string" && body.message) message = body.message;
    // A suspended account is told the ground of the decision (code ACCOUNT_SUSPENDED) and the way to appeal it.
    if (typeof body?.reason === "string") {
      details = { reason: body.reason };
      if (typeof body.reportId === "string" && typeof body.appealToken === "string") {
        details.reportId = body.reportId;
        details.appealToken = body.appealToken;
      }
    }
  } catch {
    // a body that is not JSON keeps the defaults
  }
  const code = authErrorCode(response.status, betterAuthCode);
  if (response.status === 429) {
    message = "Too many attempts. Please wait a moment and try again.";
    // Our per-account limit says Retry-After; Better Auth's per-address limit X-Retry-After.
    const wait = response.headers.get("retry-after") ?? response.headers.get("x-retry-after");
    if (wait) {
      headers.set("retry-after", wait);
      details = { retryAfterSeconds: wait };
    }
  }
  return new Response(JSON.stringify({ error: { code, message, ...(details ? { details } : {}) } }), {
    status: response.status,
    headers,
  });
}
