import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chatFixture, sendMessage } from "../../../test/messaging-fixtures";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { profiles, users } from "../../db/schema";

const t = await createTestApp();
const password = "kesä-mökki-2026";

describe("a name that passes for Kierto or its staff, or hides characters", () => {
  it.each([
    ["the brand and a staff word", "Kierto Support"],
    ["a Finnish staff word", "Tuki"],
    ["the brand in look-alike letters", "KIЕRTО"],
    ["a right-to-left override", "Emma \u202Etroppus"],
  ])("is refused at sign-up with DISPLAY_NAME_NOT_ALLOWED: %s", async (_label, name) => {
    const email = `misleading-${Math.random().toString(36).slice(2)}@example.test`;
    const response = await t.request("/api/auth/sign-up/email", { method: "POST", json: { name, email, password } });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("DISPLAY_NAME_NOT_ALLOWED");
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("is refused as a new display name and through Better Auth's update-user, and the old name stays", async () => {
    const person = await t.signedInUser({ displayName: "Ella Esimerkki" });
    for (const displayName of ["Moderaattori Ella", "Ella\u200B", "Ｋｉｅｒｔｏ"]) {
      const response = await t.api(person).profiles.me.$patch({ json: { displayName } });
      expect(response.status).toBe(400);
    }
    const renamed = await t.request("/api/auth/update-user", {
      method: "POST",
      cookie: person.cookie,
      json: { name: "Kierto Tuki" },
    });
    expect(renamed.status).toBe(400);
    expect(await errorCode(renamed)).toBe("DISPLAY_NAME_NOT_ALLOWED");
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, person.id));
    expect(profile?.displayName).toBe("Ella Esimerkki");
  });
});

describe("users.image through Better Auth's update-user", () => {
  it("is not settable: any image is refused and nothing changes", async () => {
    const person = await t.signedInUser();
    for (const image of ["https://evil.example/tracker.gif", "javascript:alert(1)", "/media/avatars/x.webp"]) {
      const response = await t.request("/api/auth/update-user", {
        method: "POST",
        cookie: person.cookie,
        json: { image },
      });
      expect(response.status).toBe(400);
      expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    }
    const [user] = await t.db.select({ image: users.image }).from(users).where(eq(users.id, person.id));
    expect(user?.image).toBeNull();
  });
});

describe("control characters in free text", () => {
  it("are refused in a message, a listing's description and a bio, while line breaks are kept", async () => {
    const { buyer, chatId, seller, product } = await chatFixture(t);
    const withEscape = await sendMessage(t, buyer, chatId, "Hi\u001b[2J there");
    expect(withEscape.status).toBe(400);
    await expectJson(await sendMessage(t, buyer, chatId, "Hi,\nis it still available?"), 201);

    const description = await t.api(seller).products[":id"].$patch({
      param: { id: product.id },
      json: { description: "Warm\u0008 coat" },
    });
    expect(description.status).toBe(400);
    const bio = await t.api(seller).profiles.me.$patch({ json: { bio: "Seller\u0085 of coats" } });
    expect(bio.status).toBe(400);
    await expectJson(await t.api(seller).profiles.me.$patch({ json: { bio: "Coats\n\tand jumpers" } }), 200);
  });
});
