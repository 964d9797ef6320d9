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
  // Lower-case names, as HTTP/2 requires and HTTP/1.1 allows: Node stores a header under its
  // lower-case name, and one already lower-case costs it no new string on every response.
  return {
    "content-security-policy": contentSecurityPolicy,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    "referrer-policy": "strict-origin-when-cross-origin",
    "strict-transport-security": "max-age=63072000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

/** Every response's security headers (securityHeaderValues), unless a route sets its own. */
export function securityHeaders(env: Pick<Env, "s3">): MiddlewareHandler {
  const values = securityHeaderValues(env);
  return defaultHeaders(() => values);
}
