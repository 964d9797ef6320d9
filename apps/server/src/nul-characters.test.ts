import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chatFixture } from "../test/messaging-fixtures";
import { createTestApp, errorCode } from "../test/test-app";
import type { AppEnv } from "./app-env";
import { handleError } from "./error-handler";

const t = await createTestApp();
const NUL = "\u0000";

async function expectBadRequest(response: Response) {
  expect(response.status, await response.clone().text()).toBe(400);
  expect(await errorCode(response)).not.toBe("INTERNAL");
}

describe("a NUL character", () => {
  it("in a query or path is a 400, not a 500", async () => {
    await expectBadRequest(await t.request("/api/products?search=a%00b"));
    await expectBadRequest(await t.request("/api/products?brand=%00"));
    await expectBadRequest(await t.request("/api/products/abc%00"));
  });

  it("in a message, a report, a listing or a profile is refused as invalid input", async () => {
    const { buyer, seller, chatId, product } = await chatFixture(t);
    await expectBadRequest(
      await t.request(`/api/chats/${chatId}/messages`, {
        method: "POST",
        cookie: buyer.cookie,
        json: { content: `hello${NUL}there` },
      }),
    );
    await expectBadRequest(
      await t.request("/api/reports", {
        method: "POST",
        cookie: buyer.cookie,
        json: { reportedId: seller.id, reason: "spam", description: `a${NUL}b` },
      }),
    );
    await expectBadRequest(
      await t.request(`/api/products/${product.id}`, {
        method: "PATCH",
        cookie: seller.cookie,
        json: { description: `a${NUL}b` },
      }),
    );
    await expectBadRequest(
      await t.request("/api/products", {
        method: "POST",
        cookie: seller.cookie,
        json: { title: `a${NUL}b`, price: 10, category: "Tops", size: "M", status: "draft" },
      }),
    );
    await expectBadRequest(
      await t.request("/api/profiles/me", { method: "PATCH", cookie: seller.cookie, json: { displayName: `A${NUL}` } }),
    );
  });

  it("that reaches the database anyway is a 400 (PostgreSQL 22021), not a 500", async () => {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.get("/", async (c) => c.json((await t.db.execute(sql`select ${`a${NUL}b`}::text as value`)).rows));
    await expectBadRequest(await app.request("/"));
  });
});
