import { createHmac, timingSafeEqual } from "node:crypto";

/** A request's parameters as they go over the wire: every value already a string. */
export type Parameters = Record<string, string>;

/**
 * Pakettikauppa's request signature: HMAC-SHA256 under the account's secret over the parameters'
 * values, ordered by their names and joined with "&" (the names themselves are not signed), in
 * lowercase hex. The same rule signs our requests and the tracking callbacks it sends us.
 */
export function signParameters(parameters: Parameters, secret: string): string {
  const message = Object.keys(parameters)
    .filter((name) => name !== "hash")
    .sort()
    .map((name) => parameters[name])
    .join("&");
  return createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

/** The parameters with their `hash` added. */
export function withSignature(parameters: Parameters, secret: string): Parameters {
  return { ...parameters, hash: signParameters(parameters, secret) };
}

/** Whether `parameters.hash` signs the other parameters under `secret`; compared in constant time. */
export function signatureValid(parameters: Parameters, secret: string): boolean {
  const given = parameters.hash;
  if (!given || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = Buffer.from(signParameters(parameters, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
