import { describe, expect, it } from "vitest";
import { UNREACHABLE_ENDPOINT } from "../../../test/s3-server";
import { createTestApp, expectJson, expectLogged } from "../../../test/test-app";
import { createApp } from "../../app";
import { createDraining } from "../../lib/draining";

const t = await createTestApp();
const noBucket = await createTestApp({
  env: { STORAGE: "s3", S3_BUCKET: "photos", S3_ENDPOINT: UNREACHABLE_ENDPOINT, S3_FORCE_PATH_STYLE: "true" },
});

describe("readiness", () => {
  it("is ready with the database reachable, every migration applied and storage writable", async () => {
    const body = await expectJson(await t.guest.ready.$get(), 200);
    expect(body).toEqual({ status: "ready", database: "ok", migrations: "current", storage: "ok" });
  });

  it("is not ready, and says why, when the photo bucket cannot be reached", async () => {
    expectLogged(/readiness: storage unreachable/);
    const body = await expectJson(await noBucket.guest.ready.$get(), 503);
    expect(body).toEqual({ status: "unavailable", database: "ok", migrations: "current", storage: "down" });
  });

  it("keeps the instance alive while only the bucket is down: liveness stays 200", async () => {
    // A load balancer takes a not-ready instance out of rotation; a failing liveness check would
    // restart it, which cannot bring a bucket back.
    expect(await expectJson(await noBucket.guest.health.$get(), 200)).toEqual({ status: "ok", database: "ok" });
    expectLogged(/readiness: storage unreachable/);
    expect((await noBucket.guest.ready.$get()).status).toBe(503);
    expect((await noBucket.guest.health.$get()).status).toBe(200);
  });

  it("is not ready once the instance is draining, while it still serves", async () => {
    const draining = createDraining();
    const app = createApp({ ...t.deps, draining });
    expect((await app.request("/api/ready")).status).toBe(200);
    draining.begin();
    const response = await app.request("/api/ready");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "draining",
      database: "ok",
      migrations: "current",
      storage: "ok",
    });
    expect((await app.request("/api/health")).status).toBe(200);
    expect((await app.request("/api/products")).status).toBe(200);
  });
});
