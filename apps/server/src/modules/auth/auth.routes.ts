import { Hono } from "hono";
import type { AppEnv } from "../../lib/app-env";
import { clientIp } from "../../lib/client-ip";
import { HttpError } from "../../lib/http-error";
import { CLIENT_IP_HEADER } from "./auth";
import { clearSignInFailures, recordSignInFailure, signInLocked } from "./sign-in-throttle";

/**
 * Better Auth's endpoints under /api/auth (sign-up, sign-in, sign-out, sessions, verification,
 * password reset). We add the caller's address for its rate limits, and reshape its errors into
 * our `{ error: { code, message } }` so the web app reads one error format everywhere.
 */
export function authRoutes() {
  const router = new Hono<AppEnv>();
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
  let code = response.status === 429 ? "RATE_LIMITED" : response.status === 401 ? "UNAUTHENTICATED" : "BAD_REQUEST";
  let message = response.statusText || "The request could not be completed.";
  let details: Record<string, string> | undefined;
  try {
    const body = (await response.json()) as {
      code?: string;
      message?: string;
      reason?: unknown;
      reportId?: unknown;
      appealToken?: unknown;
    };
    if (body.code && response.status !== 429) code = body.code;
    if (body.message) message = body.message;
    // A suspended account is told the ground of the decision (code ACCOUNT_SUSPENDED) and the way to appeal it.
    if (typeof body.reason === "string") {
      details = { reason: body.reason };
      if (typeof body.reportId === "string" && typeof body.appealToken === "string") {
        details.reportId = body.reportId;
        details.appealToken = body.appealToken;
      }
    }
  } catch {
    // a body that is not JSON keeps the defaults
  }
  if (response.status === 429) message = "Too many attempts. Please wait a moment and try again.";
  return new Response(JSON.stringify({ error: { code, message, ...(details ? { details } : {}) } }), {
    status: response.status,
    headers,
  });
}
