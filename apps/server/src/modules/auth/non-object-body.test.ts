import { describe, expect, it } from "vitest";
import { createTestApp, errorCode } from "../../../test/test-app";

const t = await createTestApp();

// JSON that parses but is not an object: a caller's mistake, never the server's.
const notObjects: [string, unknown][] = [
  ["a string", "Aada"],
  ["a number", 42],
  ["an array", ["name", "Aada"]],
  ["true", true],
];

describe("an account change whose JSON body is not an object", () => {
  it.each(notObjects)("is refused with 400 when the body is %s, and the name stays", async (_label, body) => {
    const user = await t.signedInUser();
    const before = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) });
    const response = await t.request("/api/auth/update-user", { method: "POST", cookie: user.cookie, json: body });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    const after = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) });
    expect(after?.name).toBe(before?.name);
  });
});

describe("the other auth endpoints given a JSON body that is not an object", () => {
  it.each([
    "/api/auth/sign-up/email",
    "/api/auth/sign-in/email",
    "/api/auth/change-password",
    "/api/auth/reset-password",
    "/api/auth/revoke-session",
    "/api/auth/request-password-reset",
  ])("%s answers a 4xx in the usual error shape", async (path) => {
    const user = await t.signedInUser();
    for (const [, body] of notObjects) {
      const response = await t.request(path, { method: "POST", cookie: user.cookie, json: body });
      expect(response.status, `${path} with ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${path} with ${JSON.stringify(body)}`).toBeLessThan(500);
      expect(await errorCode(response)).toMatch(/^[A-Z_]+$/);
    }
  });
});
