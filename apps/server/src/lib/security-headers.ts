import type { MiddlewareHandler } from "hono";
import type { Env } from "../env";
import { defaultHeaders, type HeaderValues } from "./default-headers";

/**
 * What every response carries, a page or an API answer: HTTPS only from now on, no guessing
 * a type from the bytes, nothing may frame it, and no other site may load it as a resource.
 */
const EVERY_RESPONSE: HeaderValues = {
  "cross-origin-resource-policy": "same-origin",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};

/**
 * The security headers of pages and the files they load, written once here (and sent as
 * defaultHeaders() sends them). Scripts come only from our own origin (no inline scripts at all).
 * Inline styles are allowed: the UI primitives position popovers with style attributes, toasts
 * and dialogs add style elements as they open, and the app's stylesheet is written into every page
 * (ADR 0024). No hash or nonce goes into style-src: a browser that sees one ignores
 * 'unsafe-inline' and would refuse all of those. Images may also come from the photo bucket's
 * public address (S3_PUBLIC_URL) when photos are served from there.
 */
export function documentSecurityHeaders(env: Pick<Env, "s3">): HeaderValues {
  const photoOrigin = env.s3?.publicUrl ? ` ${new URL(env.s3.publicUrl).origin}` : "";
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${photoOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    // The web app manifest and the service worker (push messages): our own files only.
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  // Lower-case names, as HTTP/2 requires and HTTP/1.1 allows: Node stores a header under its
  // lower-case name, and one already lower-case costs it no new string on every response.
  return {
    ...EVERY_RESPONSE,
    "content-security-policy": contentSecurityPolicy,
    "cross-origin-opener-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

/**
 * The security headers of an API answer: JSON that a browser never renders as a page, so the
 * headers that govern a page (what it may load, open, prefetch, refer or use) have nothing to
 * act on, and are left out of every answer rather than sent in vain (OWASP's REST Security
 * Cheat Sheet lists the same set). Opened on its own, an answer may load nothing at all.
 */
export const API_SECURITY_HEADERS: HeaderValues = {
  ...EVERY_RESPONSE,
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

/** The API reference is a page, though it lives under /api. */
const PAGES_UNDER_API: ReadonlySet<string> = new Set(["/api/docs"]);

export function isApiAnswer(path: string): boolean {
  return path.startsWith("/api/") && !PAGES_UNDER_API.has(path);
}

/** Gives each response the security headers of its kind, as defaultHeaders() does. */
export function securityHeaders(env: Pick<Env, "s3">): MiddlewareHandler {
  const documents = documentSecurityHeaders(env);
  return defaultHeaders((c) => (isApiAnswer(c.req.path) ? API_SECURITY_HEADERS : documents));
}
