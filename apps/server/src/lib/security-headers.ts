import { secureHeaders } from "hono/secure-headers";
import type { Env } from "../env";

/**
 * Security headers for every response. Scripts come only from our own origin (no inline
 * scripts at all). Inline styles are allowed: the UI primitives position popovers with style
 * attributes, toasts and dialogs add style elements as they open, and the app's stylesheet is
 * written into every page (ADR 0024). No hash or nonce goes into style-src: a browser that sees
 * one ignores 'unsafe-inline' and would refuse all of those. Nothing may frame the app. Images may also come from the photo bucket's
 * public address (S3_PUBLIC_URL) when photos are served from there.
 */
export function securityHeaders(env: Pick<Env, "s3">) {
  const photoOrigin = env.s3?.publicUrl ? [new URL(env.s3.publicUrl).origin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...photoOrigin],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ["self"] },
  });
}
