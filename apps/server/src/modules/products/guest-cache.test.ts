import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import { createProduct, createUser } from "../../db/factories";
import { products } from "../../db/schema";
import { GUEST_CACHE_CONTROL } from "../../lib/guest-cache";

const t = await createTestApp();
const seller = await createUser(t.db);
const listing = await createProduct(t.db, { userId: seller.id });
const guestReads = ["/api/products", `/api/products/${listing.id}`, `/api/users/${seller.id}`];

describe("guest reads a CDN may hold", () => {
  it("are public for 30 s at the CDN, with a weak ETag, varying only on the encoding", async () => {
    for (const path of guestReads) {
      const response = await t.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(GUEST_CACHE_CONTROL);
      expect(response.headers.get("etag"), path).toMatch(/^W\/"[0-9a-f]{40}"$/);
      const vary = response.headers.get("vary") ?? "";
      expect(
        vary.split(",").filter((name) => name.trim().toLowerCase() !== "accept-encoding"),
        path,
      ).toEqual([]);
    }
  });

  it("answer 304 without a body to a matching If-None-Match, still public", async () => {
    for (const path of guestReads) {
      const first = await t.request(path);
      const etag = first.headers.get("etag") as string;
      const again = await t.request(path, { headers: { "if-none-match": etag } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe("");
      expect(again.headers.get("cache-control"), path).toBe(GUEST_CACHE_CONTROL);
      expect(again.headers.get("etag"), path).toBe(etag);
    }
  });

  it("get a new ETag when the listing changes, so a revalidating cache fetches it", async () => {
    const path = `/api/products/${listing.id}`;
    const before = (await t.request(path)).headers.get("etag") as string;
    await t.db.update(products).set({ priceCents: 4200 }).where(eq(products.id, listing.id));
    const after = await t.request(path, { headers: { "if-none-match": before } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
  });

  it("stay private for a signed-in person, whose answer holds their own state", async () => {
    const user = await t.signedInUser();
    for (const path of guestReads) {
      const response = await t.request(path, { cookie: user.cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(response.headers.get("etag"), path).toBeNull();
    }
  });

  it("leave errors uncacheable", async () => {
    const missing = await t.request("/api/products/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
  });
});
