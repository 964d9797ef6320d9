import { describe, expect, it } from "vitest";
import { createTestApp, TEST_ORIGIN } from "../../../test/test-app";
import { createApp } from "../../app";
import { createProduct, createUser } from "../../db/factories";

const t = await createTestApp();
const token = "m".repeat(32);
const withToken = await createTestApp({ env: { METRICS_TOKEN: token } });

const socketOf = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const scrape = (app = t, env: object = socketOf("127.0.0.1"), headers: Record<string, string> = {}) =>
  app.app.request("/metrics", { headers }, env);

/** The histogram's count for one series, or undefined when the series does not exist. */
function requestCount(text: string, labels: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`http_request_duration_seconds_count{${labels}}`));
  return line === undefined ? undefined : Number(line.split(" ").at(-1));
}

describe("GET /metrics", () => {
  it("counts requests by route template, not by raw path, with method and status", async () => {
    const seller = await createUser(t.db);
    const products = await Promise.all([1, 2, 3].map(() => createProduct(t.db, { userId: seller.id })));
    for (const product of products) expect((await t.request(`/api/products/${product.id}`)).status).toBe(200);
    expect((await t.request("/api/products")).status).toBe(200);
    expect((await t.request("/api/products/00000000-0000-4000-8000-000000000000")).status).toBe(404);

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(requestCount(text, 'method="GET",route="/api/products/:id",status="200"')).toBe(3);
    expect(requestCount(text, 'method="GET",route="/api/products/:id",status="404"')).toBe(1);
    expect(requestCount(text, 'method="GET",route="/api/products",status="200"')).toBe(1);
    // No raw path becomes a series of its own.
    for (const product of products) expect(text).not.toContain(product.id);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.2",method="GET",route="/api/products/:id"');
  });

  it("shows the pool, the job queues and the open live streams", async () => {
    const text = await (await scrape()).text();
    expect(text).toMatch(/kierto_db_pool_connections\{pool="main",state="idle"\} \d+/);
    expect(text).toMatch(/kierto_db_pool_connections\{pool="main",state="waiting"\} 0/);
    expect(text).toMatch(/kierto_job_queue_jobs\{queue="mail",state="ready"\} \d+/);
    expect(text).toMatch(/kierto_job_failed_jobs\{queue="dead-letters"\} \d+/);
    expect(text).toMatch(/kierto_live_streams_open 0/);
  });

  it("counts a live stream while it is open", async () => {
    const user = await t.signedInUser();
    const controller = new AbortController();
    const stream = await t.request("/api/events", { cookie: user.cookie, signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(await (await scrape()).text()).toMatch(/kierto_live_streams_open 1/);
    controller.abort();
    await stream.body?.cancel().catch(() => {});
    await expect.poll(async () => (await scrape()).text()).toMatch(/kierto_live_streams_open 0/);
  });

  it("answers only this machine without a token, and nobody elsewhere", async () => {
    expect((await scrape(t, socketOf("203.0.113.9"))).status).toBe(404);
    expect((await scrape(t, socketOf("127.0.0.1"), { "x-forwarded-for": "203.0.113.9" })).status).toBe(404);
    expect((await scrape(t, socketOf("::1"))).status).toBe(200);
  });

  it("answers only the bearer of METRICS_TOKEN when one is set, wherever it comes from", async () => {
    const remote = socketOf("10.0.0.7");
    expect((await scrape(withToken, remote)).status).toBe(404);
    expect((await scrape(withToken, remote, { authorization: `Bearer ${"x".repeat(32)}` })).status).toBe(404);
    expect((await scrape(withToken, socketOf("127.0.0.1"))).status).toBe(404);
    const allowed = await scrape(withToken, remote, { authorization: `Bearer ${token}` });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("kierto_db_pool_connections");
  });

  it("serves nothing in production without a token", async () => {
    const production = { ...t.deps.env, isProduction: true, NODE_ENV: "production" as const };
    const app = createApp({ ...t.deps, env: production });
    expect((await app.request("/metrics", { headers: { origin: TEST_ORIGIN } }, socketOf("127.0.0.1"))).status).toBe(
      404,
    );
  });
});
