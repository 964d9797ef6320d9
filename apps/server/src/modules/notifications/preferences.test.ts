import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from "@kierto/shared";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createUnsubscribeToken } from "./unsubscribe-token";

const t = await createTestApp();

const read = (caller: Caller | undefined) => t.api(caller).notifications.preferences.$get();
const save = (caller: Caller | undefined, json: NotificationPreferences) =>
  t.api(caller).notifications.preferences.$put({ json });

const withChange = (change: Partial<NotificationPreferences>): NotificationPreferences => ({
  ...structuredClone(DEFAULT_NOTIFICATION_PREFERENCES),
  ...change,
});

describe("notification preferences", () => {
  it("refuses a guest, to read and to save", async () => {
    expect((await read(undefined)).status).toBe(401);
    const refused = await save(undefined, DEFAULT_NOTIFICATION_PREFERENCES);
    expect(refused.status).toBe(401);
    expect(await errorCode(refused)).toBe("UNAUTHENTICATED");
  });

  it("gives a new person the defaults: mail for messages, none for price drops", async () => {
    const person = await t.signedInUser();
    const body = await expectJson(await read(person), 200);
    expect(body).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(body.messages.email).toBe(true);
    expect(body.price_drops.email).toBe(false);
  });

  it("saves a person's choices for them only", async () => {
    const person = await t.signedInUser();
    const other = await t.signedInUser();
    const choice = withChange({ messages: { inApp: true, email: false, push: false } });
    expect(await expectJson(await save(person, choice), 200)).toEqual(choice);
    expect(await expectJson(await read(person), 200)).toEqual(choice);
    expect(await expectJson(await read(other), 200)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it("refuses to turn off mail about account security or moderation, and changes nothing", async () => {
    const person = await t.signedInUser();
    for (const group of ["account_security", "moderation"] as const) {
      const refused = await save(
        person,
        withChange({
          [group]: { inApp: true, email: false, push: false },
          messages: { inApp: true, email: false, push: false },
        }),
      );
      expect(refused.status).toBe(422);
      expect(await errorCode(refused)).toBe("NOTIFICATION_MAIL_REQUIRED");
    }
    expect(await expectJson(await read(person), 200)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it("refuses a table with a group missing as bad input", async () => {
    const person = await t.signedInUser();
    const { messages: _left, ...partial } = DEFAULT_NOTIFICATION_PREFERENCES;
    const refused = await t.request("/api/notifications/preferences", {
      method: "PUT",
      cookie: person.cookie,
      json: partial,
    });
    expect(refused.status).toBe(400);
  });
});

describe("one-click unsubscribe", () => {
  const unsubscribe = (token: string, method = "POST") =>
    t.request(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
      method,
      ...(method === "POST"
        ? { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }
        : {}),
    });

  it("turns that group's mail off without a session, and leaves the other channels", async () => {
    const person = await t.signedInUser();
    const token = createUnsubscribeToken(t.deps.env.authSecret, { userId: person.id, group: "messages" });
    const page = await unsubscribe(token, "GET");
    expect(page.status).toBe(200);
    // Following the link only asks: a scanner that prefetches it changes nothing.
    expect((await expectJson(await read(person), 200)).messages.email).toBe(true);

    const done = await unsubscribe(token);
    expect(done.status).toBe(200);
    const after = await expectJson(await read(person), 200);
    expect(after.messages).toEqual({ inApp: true, email: false, push: true });
    expect(after.offers_sales.email).toBe(true);
  });

  it("refuses a forged or altered token and changes nothing", async () => {
    const person = await t.signedInUser();
    const genuine = createUnsubscribeToken(t.deps.env.authSecret, { userId: person.id, group: "messages" });
    const forged = createUnsubscribeToken("another secret that is long enough to sign", {
      userId: person.id,
      group: "messages",
    });
    const altered = `${genuine.slice(0, -2)}xx`;
    for (const token of [forged, altered, "nonsense", ""]) {
      const refused = await unsubscribe(token);
      expect(refused.status).toBe(400);
      expect(await errorCode(refused)).toBe("INVALID_TOKEN");
      expect((await unsubscribe(token, "GET")).status).toBe(400);
    }
    expect(await expectJson(await read(person), 200)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});
