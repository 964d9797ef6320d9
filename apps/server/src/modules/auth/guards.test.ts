import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import type { AppEnv } from "../../app-env";
import { setRole } from "../../db/factories";
import { handleError } from "../../error-handler";
import { requireRole, signedIn } from "./guards";

const t = await createTestApp();

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

/**
 * Every operation the API documents as answering 401 to a guest. A carrier's tracking callback
 * answers 401 to a wrong signature, not to a missing session: its own test covers it.
 */
async function protectedOperations() {
  const document = await t.apiDescription();
  const bySession = (path: string) => !path.startsWith("/auth/") && !path.startsWith("/shipping/callbacks/");
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    METHODS.filter((method) => "401" in (operations[method]?.responses ?? {}) && bySession(path)).map((method) => ({
      method: method.toUpperCase(),
      path: path.replaceAll(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000"),
    })),
  );
}

describe("the sign-in guard", () => {
  it("answers a guest 401 on every protected route before looking at the body", async () => {
    const operations = await protectedOperations();
    expect(operations.length).toBeGreaterThan(15);
    for (const { method, path } of operations) {
      const body = method === "GET" ? undefined : '{"broken": "\u0000';
      // A broken body, which the typed client would not send, on every path the document lists.
      const response = await t.request(`/api${path}`, {
        method,
        body,
        headers: { "content-type": "application/json" },
      });
      expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 401`);
      expect(await errorCode(response)).toBe("UNAUTHENTICATED");
    }
  });
});

describe("the role guard", () => {
  // The guards read `c.var.user` as the session middleware sets it: the probe asks the real
  // session endpoint who is calling, then runs the guards on that user.
  const probe = async (cookie?: string) => {
    const { user } = await expectJson(await t.api(cookie === undefined ? undefined : { cookie }).session.$get(), 200);
    const guarded = new Hono<AppEnv>();
    guarded.onError(handleError);
    guarded.use("*", async (c, next) => {
      c.set("deps", t.deps);
      c.set("user", user);
      await next();
    });
    guarded.get("/moderation", requireRole("moderator", "admin"), (c) => c.text(c.var.user.role));
    guarded.get("/signed-in", signedIn, (c) => c.text(c.var.user.id));
    return {
      moderation: await guarded.request("/moderation"),
      signedIn: await guarded.request("/signed-in"),
    };
  };

  it("refuses a guest with 401 and a plain user with 403", async () => {
    const guest = await probe();
    expect(guest.moderation.status).toBe(401);
    expect(guest.signedIn.status).toBe(401);
    const user = await t.signedInUser();
    const plain = await probe(user.cookie);
    expect(plain.moderation.status).toBe(403);
    expect(await errorCode(plain.moderation)).toBe("FORBIDDEN");
    expect(plain.signedIn.status).toBe(200);
  });

  it("lets moderators and admins through, reading the role from the profile on each request", async () => {
    const moderator = await t.signedInUser({ role: "moderator" });
    expect(await (await probe(moderator.cookie)).moderation.text()).toBe("moderator");
    const promoted = await t.signedInUser();
    await setRole(t.db, promoted.id, "admin");
    expect(await (await probe(promoted.cookie)).moderation.text()).toBe("admin");
  });
});
