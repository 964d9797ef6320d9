import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { sellerWith } from "../../test/feed-fixtures";
import { listen } from "../../test/listen";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

const t = await createTestApp();
const served = await listen(t.app.fetch);
afterAll(() => served.server.close());

/** A request over real HTTP, through @hono/node-server as the server runs. */
const overHttp = (path: string, headers: Record<string, string>) =>
  fetch(`${served.url}${path}`, { headers: { origin: TEST_ORIGIN, ...headers } });

describe("request headers over real HTTP", () => {
  it("keep a proxy's request id, recognise the session cookie and honour Accept-Encoding", async () => {
    const user = await t.signedInUser();
    const response = await overHttp("/api/session", { cookie: user.cookie, "x-request-id": "proxy-id-67890" });
    expect(response.headers.get("x-request-id")).toBe("proxy-id-67890");
    expect(await response.json()).toMatchObject({ user: { id: user.id } });

    const guest = await overHttp("/api/session", { cookie: "theme=dark; other=1" });
    expect(await guest.json()).toMatchObject({ user: null });

    // A page over the compression threshold.
    const { seller } = await sellerWith(
      t.db,
      Array.from({ length: 8 }, (_, i) => ({ title: `Listing ${i}` })),
    );
    // undici's fetch would undo the compression itself: node:http shows the bytes as sent.
    const { request } = await import("node:http");
    const body = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
      request(`${served.url}/api/products?seller=${seller.id}`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], bytes: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });
    expect(body.encoding).toBe("gzip");
    expect(JSON.parse(gunzipSync(body.bytes).toString("utf8")).items).toHaveLength(8);
  });
});
