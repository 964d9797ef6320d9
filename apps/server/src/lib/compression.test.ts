import { gunzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { acceptedEncoding, COMPRESSION_THRESHOLD, compression } from "./compression";

const large = { items: Array.from({ length: 40 }, (_, i) => ({ id: i, title: `Wool coat number ${i}` })) };
const small = { status: "ok" };
const largeText = "<p>A second-hand coat</p>".repeat(100);

const app = new Hono();
app.use("*", compression());
app.get("/large", (c) => {
  c.header("X-Route", "kept");
  return c.json(large);
});
app.get("/small", (c) => c.json(small));
app.get("/page", (c) => c.html(largeText));
app.get("/stream", (c) => c.body(new Blob([largeText]).stream(), 200, { "Content-Type": "text/css" }));
app.get("/encoded", (c) => c.body(new Uint8Array(2048), 200, { "Content-Type": "text/css", "Content-Encoding": "br" }));
app.get("/no-transform", (c) => c.json(large, 200, { "Cache-Control": "no-transform" }));
app.get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/jpeg" }));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("compression", () => {
  it("gzips a JSON body past the threshold for a client that accepts it, keeping the route's headers", async () => {
    const response = await get("/large", "gzip, deflate, br");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-length")).toBeNull();
    expect(response.headers.get("x-route")).toBe("kept");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(large);
    expect(body.byteLength).toBeLessThan(JSON.stringify(large).length / 2);
  });

  it("sends a body under the threshold as it is, though its length was never declared", async () => {
    expect(JSON.stringify(small).length).toBeLessThan(COMPRESSION_THRESHOLD);
    const response = await get("/small", "gzip");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.json()).toEqual(small);
  });

  it("sends the body as it is, saying it varies, to a client that accepts no compression", async () => {
    const response = await get("/large");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("x-route")).toBe("kept");
    expect(await response.json()).toEqual(large);
  });

  it("compresses pages and streamed text, with deflate when the client prefers it", async () => {
    const page = await get("/page", "deflate");
    expect(page.headers.get("content-encoding")).toBe("deflate");
    expect(inflateSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(largeText);
    const stream = await get("/stream", "gzip;q=0.5, deflate;q=0.2");
    expect(stream.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await stream.arrayBuffer())).toString()).toBe(largeText);
  });

  it("leaves alone what is already compressed, what must not be transformed, and images", async () => {
    expect((await get("/encoded", "gzip")).headers.get("content-encoding")).toBe("br");
    expect((await get("/no-transform", "gzip")).headers.get("content-encoding")).toBeNull();
    const image = await get("/image", "gzip");
    expect(image.headers.get("content-encoding")).toBeNull();
    expect(image.headers.get("vary")).toBeNull();
  });

  it("reads the client's preference from Accept-Encoding", () => {
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding("br")).toBeUndefined();
    expect(acceptedEncoding("gzip, deflate")).toBe("gzip");
    expect(acceptedEncoding("deflate, gzip;q=0.5")).toBe("deflate");
    expect(acceptedEncoding("gzip;q=0")).toBeUndefined();
    expect(acceptedEncoding("*;q=0.3")).toBe("gzip");
  });
});
