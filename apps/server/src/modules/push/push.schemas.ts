import { z } from "@hono/zod-openapi";

/** Push services' addresses are long capability URLs; none we know of comes near this. */
const ENDPOINT_MAX_LENGTH = 2048;

/** The browser's PushSubscription.toJSON(): base64url keys, padded by some browsers. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z.url().max(ENDPOINT_MAX_LENGTH),
    keys: z.object({
      /** The device's P-256 public key, 65 bytes. */
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}=?$/, "a base64url P-256 public key"),
      /** The shared authentication secret, 16 bytes. */
      auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, "a base64url 16-byte secret"),
    }),
  })
  .openapi("PushSubscription");

export const pushEndpointSchema = z.object({ endpoint: z.url().max(ENDPOINT_MAX_LENGTH) }).openapi("PushEndpoint");

export const pushKeySchema = z
  .object({ publicKey: z.string().openapi({ description: "The VAPID public key, base64url" }) })
  .openapi("PushKey");
