import { describe, expect, it } from "vitest";
import { UNREACHABLE_ENDPOINT } from "../../../test/s3-server";
import { createTestApp, expectJson, expectLogged } from "../../../test/test-app";

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
});
