import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode } from "../../../test/test-app";
import { profiles } from "../../db/schema";

const t = await createTestApp();

const profileRow = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];

describe("own profile", () => {
  it("refuses a guest", async () => {
    expect((await t.request("/api/profiles/me")).status).toBe(401);
    const patch = await t.request("/api/profiles/me", { method: "PATCH", json: { city: "Oulu" } });
    expect(patch.status).toBe(401);
  });

  it("is readable and editable by its owner, blanks stored as null", async () => {
    const user = await t.signedInUser({ displayName: "Ella", city: "Vaasa" });
    const response = await t.request("/api/profiles/me", {
      method: "PATCH",
      cookie: user.cookie,
      json: { displayName: "Ella E.", bio: "  ", city: " Oulu " },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ displayName: "Ella E.", bio: null, city: "Oulu", role: "user" });
  });

  it("cannot be used to change one's role", async () => {
    const user = await t.signedInUser();
    await t.request("/api/profiles/me", {
      method: "PATCH",
      cookie: user.cookie,
      json: { role: "admin", city: "Pori" },
    });
    expect((await profileRow(user.id))?.role).toBe("user");
  });

  it("refuses an empty or overlong display name and changes nothing", async () => {
    const user = await t.signedInUser({ displayName: "Kept" });
    for (const displayName of ["   ", "x".repeat(61)]) {
      const response = await t.request("/api/profiles/me", {
        method: "PATCH",
        cookie: user.cookie,
        json: { displayName },
      });
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    }
    expect((await profileRow(user.id))?.displayName).toBe("Kept");
  });
});

describe("public profile", () => {
  it("shows public fields to anyone, never the email or role", async () => {
    const user = await t.signedInUser({ displayName: "Public Paula", city: "Lahti" });
    const body = (await (await t.request(`/api/profiles/${user.id}`)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: user.id, displayName: "Public Paula", city: "Lahti" });
    expect(body).not.toHaveProperty("role");
    expect(body).not.toHaveProperty("email");
  });

  it("answers an unknown id with 404 and a malformed one with 400", async () => {
    expect((await t.request("/api/profiles/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await t.request("/api/profiles/not-a-uuid")).status).toBe(400);
  });
});

describe("last seen", () => {
  it("is set by activity and written at most once a minute", async () => {
    const user = await t.signedInUser();
    await t.request("/api/notifications", { cookie: user.cookie });
    const first = (await profileRow(user.id))?.lastSeen;
    expect(first).toBeInstanceOf(Date);
    await t.request("/api/notifications", { cookie: user.cookie });
    expect((await profileRow(user.id))?.lastSeen?.getTime()).toBe(first?.getTime());

    await t.db
      .update(profiles)
      .set({ lastSeen: new Date(Date.now() - 5 * 60_000) })
      .where(eq(profiles.id, user.id));
    await t.request("/api/notifications", { cookie: user.cookie });
    expect(Date.now() - ((await profileRow(user.id))?.lastSeen?.getTime() ?? 0)).toBeLessThan(10_000);
  });
});
