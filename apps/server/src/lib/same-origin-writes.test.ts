import { describe, expect, it } from "vitest";
import { chatFixture } from "../../test/messaging-fixtures";
import { createTestApp, errorCode, TEST_ORIGIN } from "../../test/test-app";
import { phoneJpeg } from "../../test/test-images";
import { CROSS_SITE_WRITES_ALLOWED } from "./same-origin-writes";

const t = await createTestApp();
const EVIL = "http://evil.example";

/** A request exactly as given: no Origin is added for us. */
function send(
  path: string,
  init: { method: string; cookie: string; headers?: Record<string, string>; body?: FormData },
) {
  return t.app.request(path, {
    method: init.method,
    headers: { cookie: init.cookie, ...init.headers },
    body: init.body,
  });
}

describe("requests another site's page sends with a visitor's cookie", () => {
  it("refuses the body-less POSTs that mark notifications and chats read", async () => {
    const { buyer, chatId } = await chatFixture(t);
    for (const path of ["/api/notifications/read-all", `/api/chats/${chatId}/read`]) {
      const response = await send(path, { method: "POST", cookie: buyer.cookie, headers: { origin: EVIL } });
      expect(response.status, path).toBe(403);
      expect(await errorCode(response)).toBe("FORBIDDEN");
    }
  });

  it("refuses a multipart photo upload and stores nothing", async () => {
    const user = await t.signedInUser();
    const form = new FormData();
    form.append("file", new File([await phoneJpeg()], "photo.jpg", { type: "image/jpeg" }));
    const response = await send("/api/uploads/photos", {
      method: "POST",
      cookie: user.cookie,
      headers: { origin: EVIL },
      body: form,
    });
    expect(response.status).toBe(403);
    const photos = await t.db.query.productPhotos.findMany({ where: (p, { eq }) => eq(p.ownerId, user.id) });
    expect(photos).toHaveLength(0);
  });

  it("refuses every unsafe method, an opaque 'null' origin, and a cross-site Sec-Fetch-Site alone", async () => {
    const user = await t.signedInUser();
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await send("/api/profiles/me", { method, cookie: user.cookie, headers: { origin: EVIL } });
      expect(response.status, method).toBe(403);
    }
    const nullOrigin = await send("/api/notifications/read-all", {
      method: "POST",
      cookie: user.cookie,
      headers: { origin: "null" },
    });
    expect(nullOrigin.status).toBe(403);
    for (const site of ["cross-site", "same-site"]) {
      const response = await send("/api/notifications/read-all", {
        method: "POST",
        cookie: user.cookie,
        headers: { "sec-fetch-site": site },
      });
      expect(response.status, site).toBe(403);
    }
  });

  it("lets our own pages write, including through the loopback twin in development", async () => {
    const user = await t.signedInUser();
    const ours = await send("/api/notifications/read-all", {
      method: "POST",
      cookie: user.cookie,
      headers: { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" },
    });
    expect(ours.status).toBe(200);
    const twin = await send("/api/notifications/read-all", {
      method: "POST",
      cookie: user.cookie,
      headers: { origin: "http://127.0.0.1:3000" },
    });
    expect(twin.status).toBe(200);
    // A program (no Origin, no Sec-Fetch-Site) is not a page borrowing someone's cookie.
    const program = await send("/api/notifications/read-all", { method: "POST", cookie: user.cookie });
    expect(program.status).toBe(200);
  });

  it("reads are never refused, whoever links to them", async () => {
    const response = await t.app.request("/api/products", {
      headers: { origin: EVIL, "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(200);
  });

  it("leaves the allow-listed provider routes reachable from other sites", async () => {
    expect(CROSS_SITE_WRITES_ALLOWED).toEqual(expect.arrayContaining(["/api/webhooks/", "/pay/"]));
    for (const path of ["/api/webhooks/payments", "/pay/some-checkout"]) {
      const response = await t.app.request(path, {
        method: "POST",
        headers: { origin: "https://provider.example", "sec-fetch-site": "cross-site" },
      });
      expect(response.status, path).not.toBe(403);
    }
  });
});
