import { promisify } from "node:util";
import { deflate, deflateSync, gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

/**
 * Below this many bytes a body goes out as it is: compressing it saves less than a packet and
 * costs more CPU than the bytes it saves (an error, a health answer, a short list).
 */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Bodies up to this size are compressed on the main thread at once: for a feed page that costs
 * less CPU than handing it to zlib's thread pool and back through a stream (measured in
 * docs/decisions/0025). Larger ones (the API description, a data export) go to the thread pool
 * so they never hold up other requests.
 */
const COMPRESS_AT_ONCE_LIMIT = 64 * 1024;

type Encoding = "gzip" | "deflate";
const ENCODINGS: readonly Encoding[] = ["gzip", "deflate"];
const compressAtOnce = { gzip: gzipSync, deflate: deflateSync } as const;
const compressInPool = { gzip: promisify(gzip), deflate: promisify(deflate) } as const;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
/** Bodies our handlers build whole (c.json, c.html): read at once, their size is known before compressing. */
const BUILT_WHOLE = /^\s*(?:application\/json|text\/html)(?:[;\s]|$)/i;

/**
 * Compresses responses for clients that accept gzip or deflate, as hono's compress() did, with
 * three differences: a body under COMPRESSION_THRESHOLD is sent as it is whether or not its length
 * was declared, JSON and HTML are compressed in one piece rather than through a stream, and the
 * response's own headers are edited in place. hono's compress() set Vary through c.header() after
 * the route had answered, which rebuilt every JSON answer around a stream of its body, even for a
 * client that accepts no compression, and the Node adapter then wrote it chunk by chunk.
 */
export function compression(): MiddlewareHandler {
  return async function compression(c, next) {
    await next();
    const res = c.res;
    const headers = res.headers;
    const type = headers.get("content-type");
    if (
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      res.status === 206 ||
      c.req.method === "HEAD" ||
      headers.has("content-encoding") ||
      headers.has("transfer-encoding") ||
      NO_TRANSFORM.test(headers.get("cache-control") ?? "")
    ) {
      return;
    }
    const declaredLength = headers.get("content-length");
    if (declaredLength !== null && Number(declaredLength) < COMPRESSION_THRESHOLD) return;
    const vary = headers.get("vary");
    if (vary !== "*" && !(vary && VARIES_ON_ENCODING.test(vary))) {
      headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    const encoding = acceptedEncoding(c.req.header("accept-encoding"));
    if (!encoding || !res.body) return;

    let body: ConstructorParameters<typeof Response>[0];
    if (declaredLength === null && BUILT_WHOLE.test(type)) {
      const whole = new Uint8Array(await res.arrayBuffer());
      if (whole.byteLength < COMPRESSION_THRESHOLD) {
        replaceResponse(c, new Response(whole, { status: res.status, headers }));
        return;
      }
      const compressed =
        whole.byteLength <= COMPRESS_AT_ONCE_LIMIT
          ? compressAtOnce[encoding](whole)
          : await compressInPool[encoding](whole);
      body = compressed;
    } else {
      body = res.body.pipeThrough(new CompressionStream(encoding));
    }
    headers.delete("content-length");
    headers.set("Content-Encoding", encoding);
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    replaceResponse(c, new Response(body, { status: res.status, headers }));
  };
}

/**
 * Puts a new response in the old one's place. Clearing it first keeps hono from copying the old
 * headers onto a rebuilt copy of the new one: these headers are already the old response's own.
 */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}

/** gzip or deflate by the client's Accept-Encoding and its q-values (gzip on a tie), or none. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === "*")?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}
