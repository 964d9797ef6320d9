import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, expectLogged, TEST_ORIGIN } from "../test/test-app";
import { createApp } from "./app";
import { createDatabase } from "./db/client";
import { createProduct, createUser } from "./db/factories";
import { createReadReplicas } from "./db/read-replicas";
import { READ_YOUR_WRITES_SECONDS, RECENT_WRITE_COOKIE } from "./read-database";

// The primary and, standing in for a replica that has not caught up, a second database of the
// same schema holding other rows: which one a read came from shows in what it finds.
const primary = await createTestApp();
const replica = await createTestApp();
// A pool of the set's own to the stand-in, which the set closes (the test app closes its own).
const replicaPool = createDatabase(replica.db.$client.options.connectionString as string, { max: 2 });
const replicas = createReadReplicas([replicaPool], primary.deps.logger);
const app = createApp({ ...primary.deps, replicas });
afterAll(() => replicas.close());

const request = (path: string, init: { method?: string; cookie?: string } = {}) =>
  app.request(`${TEST_ORIGIN}${path}`, {
    method: init.method ?? "GET",
    headers: { origin: TEST_ORIGIN, ...(init.cookie ? { cookie: init.cookie } : {}) },
  });

const recentWriteCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${RECENT_WRITE_COOKIE}=`));

describe("public reads with a read replica", () => {
  it("read a product, the feed and a seller's page from the replica", async () => {
    const onlyOnReplica = await createProduct(replica.db, { title: "Replica coat" });
    const onlyOnPrimary = await createProduct(primary.db, { title: "Primary coat" });

    expect((await request(`/api/products/${onlyOnReplica.id}`)).status).toBe(200);
    expect((await request(`/api/products/${onlyOnPrimary.id}`)).status).toBe(404);
    const feed = (await (await request("/api/products?q=coat")).json()) as { items: { id: string }[] };
    expect(feed.items.map((item) => item.id)).toContain(onlyOnReplica.id);
    expect(feed.items.map((item) => item.id)).not.toContain(onlyOnPrimary.id);
    expect((await request(`/api/users/${onlyOnReplica.userId}`)).status).toBe(200);
  });

  it("send a person who has just written to the primary, so they see their own change at once", async () => {
    const buyer = await primary.signedInUser();
    const product = await createProduct(primary.db, { userId: (await createUser(primary.db)).id });

    const favourited = await request(`/api/products/${product.id}/favorite`, { method: "PUT", cookie: buyer.cookie });
    expect(favourited.status).toBe(204);
    const marker = recentWriteCookie(favourited);
    expect(marker).toContain(`Max-Age=${READ_YOUR_WRITES_SECONDS}`);
    expect(marker).toContain("HttpOnly");
    expect(marker).toContain("SameSite=Lax");

    const cookie = `${buyer.cookie}; ${RECENT_WRITE_COOKIE}=1`;
    const read = await request(`/api/products/${product.id}`, { cookie });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: product.id });
    // Without the marker the same read goes to the replica, which has not seen the product.
    expect((await request(`/api/products/${product.id}`, { cookie: buyer.cookie })).status).toBe(404);
  });

  it("mark no one after a refused write, a read, or where there are no replicas", async () => {
    const buyer = await primary.signedInUser();
    const missing = "00000000-0000-4000-8000-000000000000";
    const refused = await request(`/api/products/${missing}/favorite`, { method: "PUT", cookie: buyer.cookie });
    expect(refused.status).toBe(404);
    expect(recentWriteCookie(refused)).toBeUndefined();
    expect(recentWriteCookie(await request("/api/products"))).toBeUndefined();

    const product = await createProduct(primary.db);
    const withoutReplicas = await primary.request(`/api/products/${product.id}/favorite`, {
      method: "PUT",
      cookie: buyer.cookie,
    });
    expect(withoutReplicas.status).toBe(204);
    expect(recentWriteCookie(withoutReplicas)).toBeUndefined();
  });

  it("read the primary, without an error, when a replica stops answering, and leave that replica out", async () => {
    // A replica nobody listens for: every connection to it is refused, as to a stopped server.
    const gone = createDatabase("postgres://postgres@127.0.0.1:9/kierto", { max: 1, connectTimeoutMs: 500 });
    const withDeadReplica = createReadReplicas([gone], primary.deps.logger);
    const deadApp = createApp({ ...primary.deps, replicas: withDeadReplica });
    const product = await createProduct(primary.db);
    expectLogged(/a read replica stopped answering/);
    try {
      const read = await deadApp.request(`${TEST_ORIGIN}/api/products/${product.id}`);
      expect(read.status).toBe(200);
      expect(withDeadReplica.healthy()).toBe(0);
      expect(withDeadReplica.pick()).toBeUndefined();
      expect((await deadApp.request(`${TEST_ORIGIN}/api/products?seller=${product.userId}`)).status).toBe(200);
    } finally {
      await withDeadReplica.close();
    }
  });
});
