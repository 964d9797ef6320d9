import type { MiddlewareHandler } from "hono";
import type { Env } from "../env";
import { defaultHeaders, type HeaderValues } from "./default-headers";

/**
 * The security headers every response carries, written once here (and sent as defaultHeaders()
 * sends them). Scripts come only from our own origin (no inline scripts at all). Inline styles
 * are allowed: the UI primitives position popovers with style attributes, toasts and dialogs add
 * style elements as they open, and the app's stylesheet is written into every page (ADR 0024).
 * No hash or nonce goes into style-src: a browser that sees one ignores 'unsafe-inline' and would
 * refuse all of those. Nothing may frame the app. Images may also come from the photo bucket's
 * public address (S3_PUBLIC_URL) when photos are served from there.
 */
export function securityHeaderValues(env: Pick<Env, "s3">): HeaderValues {
  const photoOrigin = env.s3?.publicUrl ? ` ${new URL(env.s3.publicUrl).origin}` : "";
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${photoOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": contentSecurityPolicy,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Origin-Agent-Cluster": "?1",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-DNS-Prefetch-Control": "off",
    "X-Download-Options": "noopen",
    "X-Frame-Options": "DENY",
    "X-Permitted-Cross-Domain-Policies": "none",
    "X-XSS-Protection": "0",
  };
}

/** Every response's security headers (securityHeaderValues), unless a route sets its own. */
export function securityHeaders(env: Pick<Env, "s3">): MiddlewareHandler {
  const values = securityHeaderValues(env);
  return defaultHeaders(() => values);
}
