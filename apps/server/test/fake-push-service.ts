import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

/** http_ece (web-push's own dependency) has no types; this is the one call the fake makes. */
const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt(body: Buffer, params: { version: "aes128gcm"; privateKey: unknown; authSecret: string }): Buffer;
};

/** A device's side of a push subscription: the key pair and secret a browser would make. */
export function deviceKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  return {
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth },
    /** Decrypts an aes128gcm body sent to this device (RFC 8291). */
    decrypt: (body: Buffer) => ece.decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth }),
  };
}

export interface ReceivedPush {
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
  /** The VAPID public key the Authorization header named, its JWT checked (signature, aud, exp). */
  vapidKey: string;
  jwt: { aud: string; exp: number; sub: string };
}

/**
 * A local push service (RFC 8030) that speaks the protocol as FCM and Mozilla's do: it takes a POST
 * per message, refuses one whose VAPID Authorization (RFC 8292, `vapid t=<jwt>, k=<key>`) is not
 * signed by the key it names or is meant for another audience, and answers 201, or what the test
 * told it to (404 or 410 for a subscription that is gone, 500 for a service that is down).
 */
export async function startFakePushService() {
  const received: ReceivedPush[] = [];
  const answers: number[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const checked = checkVapid(request.headers.authorization, origin);
      if (request.method !== "POST" || !checked || request.headers["content-encoding"] !== "aes128gcm") {
        response.writeHead(request.method !== "POST" ? 405 : checked ? 400 : 401).end();
        return;
      }
      const status = answers.shift() ?? 201;
      if (status === 201) {
        received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks), ...checked });
        for (const wake of waiters) wake();
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** A fresh endpoint on this service, as a browser would be handed one. */
    endpoint: () => `${url}/push/${randomBytes(12).toString("base64url")}`,
    received,
    /** The next answers, in order, instead of 201. */
    answerNext(...statuses: number[]) {
      answers.push(...statuses);
    },
    /** Resolves once `count` messages have been received. */
    async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedPush[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the fake push service got ${received.length} of ${count} pushes`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 250);
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The VAPID header's key and claims when its JWT is signed by that key for this service; else null. */
function checkVapid(header: string | undefined, origin: string): Pick<ReceivedPush, "vapidKey" | "jwt"> | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) return null;
  const [token, vapidKey] = [match[1], match[2]];
  const [head, claims, signature] = token.split(".") as [string, string, string];
  const point = Buffer.from(vapidKey, "base64url");
  if (point.length !== 65 || point[0] !== 4) return null;
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return null;
  const jwtHeader = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  const jwt = JSON.parse(Buffer.from(claims, "base64url").toString()) as ReceivedPush["jwt"];
  if (jwtHeader.alg !== "ES256" || jwt.aud !== origin || jwt.exp * 1000 < Date.now()) return null;
  return { vapidKey, jwt };
}
