import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deviceKeys } from "../../../test/fake-push-service";
import { chatFixture, sendMessage } from "../../../test/messaging-fixtures";
import { createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { pushSubscriptions } from "../../db/schema";
import { notificationPushJob } from "./notification-push.jobs";
import { DEVICES_PER_PERSON } from "./subscriptions.service";

// The default parts: pushes go to the dev push outbox.
const t = await createTestApp();

const endpoint = () => `https://push.example.test/send/${crypto.randomUUID()}`;
const subscription = (url = endpoint()) => ({ endpoint: url, keys: deviceKeys().keys });
const devices = (userId: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe("push subscriptions", () => {
  it("gives anyone the public VAPID key", async () => {
    const key = await expectJson(await t.guest.push.key.$get(), 200);
    expect(key.publicKey).toBe(t.deps.env.vapid.publicKey);
  });

  it("refuses a guest before reading the body", async () => {
    const response = await t.request("/api/push/subscriptions", { method: "PUT", body: "{not json" });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe("UNAUTHENTICATED");
    const removal = await t.guest.push.subscriptions.$delete({ json: { endpoint: endpoint() } });
    expect(removal.status).toBe(401);
  });

  it("stores a device once, refreshing it when the browser sends it again", async () => {
    const person = await t.signedInUser();
    const device = subscription();
    expect((await t.api(person).push.subscriptions.$put({ json: device })).status).toBe(204);
    const renewed = { ...device, keys: deviceKeys().keys };
    expect((await t.api(person).push.subscriptions.$put({ json: renewed })).status).toBe(204);
    const rows = await devices(person.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: device.endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  it.each([
    ["a plain http push service", { ...subscription("http://push.example.test/send/1") }],
    [
      "a key that is no curve point",
      { endpoint: endpoint(), keys: { ...deviceKeys().keys, p256dh: `B${"A".repeat(86)}` } },
    ],
    ["a short secret", { endpoint: endpoint(), keys: { ...deviceKeys().keys, auth: "abc" } }],
    ["no address at all", { endpoint: "not a url", keys: deviceKeys().keys }],
  ])("refuses %s with 400 and stores nothing", async (_, body) => {
    const person = await t.signedInUser();
    const response = await t.request("/api/push/subscriptions", { method: "PUT", cookie: person.cookie, json: body });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe("VALIDATION_FAILED");
    expect(await devices(person.id)).toHaveLength(0);
  });

  it("removes only one's own device: another person's is not found, and stays", async () => {
    const owner = await t.signedInUser();
    const other = await t.signedInUser();
    const device = subscription();
    await t.api(owner).push.subscriptions.$put({ json: device });
    const refused = await t.api(other).push.subscriptions.$delete({ json: { endpoint: device.endpoint } });
    expect(refused.status).toBe(404);
    expect(await devices(owner.id)).toHaveLength(1);
    expect((await t.api(owner).push.subscriptions.$delete({ json: { endpoint: device.endpoint } })).status).toBe(204);
    expect(await devices(owner.id)).toHaveLength(0);
  });

  it("gives a shared browser's subscription to whoever subscribed it last", async () => {
    const first = await t.signedInUser();
    const second = await t.signedInUser();
    const device = subscription();
    await t.api(first).push.subscriptions.$put({ json: device });
    await t.api(second).push.subscriptions.$put({ json: device });
    expect(await devices(first.id)).toHaveLength(0);
    expect(await devices(second.id)).toHaveLength(1);
  });

  it(`keeps at most ${DEVICES_PER_PERSON} devices a person, dropping the one unused longest`, async () => {
    const person = await t.signedInUser();
    const oldest = subscription();
    await t.api(person).push.subscriptions.$put({ json: oldest });
    for (let n = 0; n < DEVICES_PER_PERSON; n++) await t.api(person).push.subscriptions.$put({ json: subscription() });
    const rows = await devices(person.id);
    expect(rows).toHaveLength(DEVICES_PER_PERSON);
    expect(rows.map((row) => row.endpoint)).not.toContain(oldest.endpoint);
  });

  it("keeps each push in the dev push outbox when no push service is configured", async () => {
    const { seller, buyer, chatId } = await chatFixture(t, { title: "Linen shirt" });
    await t.api(seller).push.subscriptions.$put({ json: subscription() });
    await expectJson(await sendMessage(t, buyer, chatId, "Is it still for sale?"), 201);
    expect(await t.deps.jobs.workDue(notificationPushJob)).toBe(1);
    const outbox = await t.request("/api/dev/push");
    const pushes = (await outbox.json()) as { userId: string; title: string; body: string; url: string }[];
    expect(pushes.find((push) => push.userId === seller.id)).toMatchObject({
      body: 'New message about "Linen shirt"',
      url: `/app/chat/${chatId}`,
    });
  });
});
