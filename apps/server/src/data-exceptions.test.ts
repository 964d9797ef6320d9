import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode } from "../test/test-app";
import type { AppEnv } from "./app-env";
import { handleError } from "./error-handler";

const t = await createTestApp();

describe("a value PostgreSQL refuses as a data exception (class 22)", () => {
  it.each([
    ["a time zone out of range (22009)", sql`select ${"2026-01-01 00:00:00+25:00"}::timestamptz as value`],
    ["a division by zero (22012)", sql`select 1 / ${0}::int as value`],
    ["a substring with a negative length (22011)", sql`select substring('abc' from 1 for ${-1}::int) as value`],
  ])("%s is a 400 BAD_REQUEST, not a 500", async (_name, query) => {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.get("/", async (c) => c.json((await t.db.execute(query)).rows));
    const response = await app.request("/");
    expect(response.status, await response.clone().text()).toBe(400);
    expect(await errorCode(response)).toBe("BAD_REQUEST");
  });
});
