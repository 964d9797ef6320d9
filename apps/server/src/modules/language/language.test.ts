import { LANGUAGE_COOKIE } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { profiles } from "../../db/schema";

const t = await createTestApp();

const mailsTo = (email: string) => t.mailbox(email);

async function languageOf(userId: string) {
  const [row] = await t.db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
  return row?.language;
}

describe("choosing the language", () => {
  it("remembers a guest's choice in a year-long cookie", async () => {
    const response = await t.guest.language.$put({ json: { language: "fi" } });
    expect(response.status).toBe(204);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
    expect(cookie).toMatch(/^kierto-lang=fi;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("refuses a language Kierto does not speak", async () => {
    for (const language of ["de", "FI", "", null]) {
      const response = await t.request("/api/language", { method: "PUT", json: { language } });
      expect(response.status, String(language)).toBe(400);
      expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    }
  });

  it("puts a signed-in person's choice on their profile, which the session shows", async () => {
    const user = await t.signedInUser();
    expect(await languageOf(user.id)).toBe("en");
    expect((await t.api(user).language.$put({ json: { language: "sv" } })).status).toBe(204);
    expect(await languageOf(user.id)).toBe("sv");
    const session = await expectJson(await t.api(user).session.$get(), 200);
    expect(session.profile?.language).toBe("sv");
  });
});

describe("the language of the page and of the mails", () => {
  it("gives a sign-up the language of its request and mails the confirmation in it", async () => {
    const email = "sanni@example.test";
    const response = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "accept-language": "fi-FI,fi;q=0.9,en;q=0.5" },
      json: { name: "Sanni", email, password: "kesä-mökki-2026", callbackURL: "/welcome" },
    });
    expect(response.status).toBe(200);
    const user = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) });
    expect(await languageOf(user?.id ?? "")).toBe("fi");
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Vahvista sähköpostiosoitteesi Kiertoon");
    expect(mail?.text).toMatch(/^Hei,\n\nTervetuloa Kiertoon!/);
  });

  it("follows the language cookie over Accept-Language at sign-up", async () => {
    const email = "selma@example.test";
    await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "accept-language": "fi", cookie: `${LANGUAGE_COOKIE}=sv` },
      json: { name: "Selma", email, password: "kesä-mökki-2026", callbackURL: "/welcome" },
    });
    expect((await mailsTo(email))[0]?.subject).toBe("Bekräfta din e-postadress för Kierto");
  });

  it("mails a password reset in the profile's language, whatever the requesting browser reads", async () => {
    const user = await t.signedInUser();
    await t.api(user).language.$put({ json: { language: "sv" } });
    const response = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      headers: { "accept-language": "en-GB" },
      json: { email: user.email, redirectTo: "/reset-password" },
    });
    expect(response.status).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe("Byt lösenord för Kierto");
    expect(mail?.text).toContain(`Hej ${user.displayName},`);
  });

  it("writes the API reference's headings in the request's language", async () => {
    const finnish = await (await t.request("/api/docs", { headers: { "accept-language": "fi" } })).text();
    expect(finnish).toContain('<html lang="fi">');
    expect(finnish).toContain("<h1>Kierron API-dokumentaatio</h1>");
    expect(finnish).toContain("<h2>Suosikit</h2>");
    const swedish = await (await t.request("/api/docs", { cookie: `${LANGUAGE_COOKIE}=sv` })).text();
    expect(swedish).toContain("<h1>Kiertos API-referens</h1>");
    const english = await (await t.request("/api/docs")).text();
    expect(english).toContain("<h1>Kierto API reference</h1>");
    expect(english).toContain("<h2>Favorites</h2>");
  });
});
