import { Hono } from "hono";
import type { AppEnv } from "../../lib/app-env";
import { clientIp } from "../../lib/client-ip";
import { CLIENT_IP_HEADER } from "./auth";

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
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    return response.status >= 400 ? reshapeError(response) : response;
  });
  return router;
}

async function reshapeError(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.delete("content-length");
  let code = response.status === 429 ? "RATE_LIMITED" : response.status === 401 ? "UNAUTHENTICATED" : "BAD_REQUEST";
  let message = response.statusText || "The request could not be completed.";
  try {
    const body = (await response.json()) as { code?: string; message?: string };
    if (body.code && response.status !== 429) code = body.code;
    if (body.message) message = body.message;
  } catch {
    // a body that is not JSON keeps the defaults
  }
  if (response.status === 429) message = "Too many attempts. Please wait a moment and try again.";
  return new Response(JSON.stringify({ error: { code, message } }), { status: response.status, headers });
}
