import { Hono } from "hono";
import { clientIp } from "../../lib/client-ip";
import { HttpError } from "../../lib/http-error";
import { CLIENT_IP_HEADER } from "./auth";
import type { AuthEnv } from "./auth-env";
import { authErrorCode } from "./auth-error-code";
import { clearSignInFailures, recordSignInFailure, signInLocked } from "./sign-in-throttle";

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
    // Read before the body moves into the request Better Auth gets.
    const email = c.var.deps.rateLimits && c.req.path === SIGN_IN_PATH ? await signInEmail(c.req.raw) : undefined;
    const request = new Request(c.req.raw, { headers });
    if (email && (await signInLocked(c.var.deps.db, email))) throw tooManySignIns();
    const response = await auth.handler(request);
    if (email && response.status === 401) await recordSignInFailure(c.var.deps.db, email);
    if (email && response.ok) await clearSignInFailures(c.var.deps.db, email);
    return response.status >= 400 ? reshapeError(response) : response;
  });
  return router;
}

const SIGN_IN_PATH = "/api/auth/sign-in/email";

/** The account a password sign-in is for, read from a copy of the body Better Auth will read. */
async function signInEmail(request: Request): Promise<string | undefined> {
  try {
    // Whatever JSON the caller sent: a null or non-object body throws here and reads as no email.
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === "string" && body.email.trim() ? body.email : undefined;
  } catch {
    return undefined;
  }
}

function tooManySignIns() {
  return new HttpError(429, "RATE_LIMITED", "Too many attempts. Please wait a moment and try again.");
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
  if (response.status === 429) message = "Too many attempts. Please wait a moment and try again.";
  return new Response(JSON.stringify({ error: { code, message, ...(details ? { details } : {}) } }), {
    status: response.status,
    headers,
  });
}
