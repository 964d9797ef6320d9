import { DEFAULT_NOTIFICATION_PREFERENCES } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { deviceKeys, startFakePushService } from "../../../test/fake-push-service";
import { chatFixture, sendMessage } from "../../../test/messaging-fixtures";
import { type Caller, createTestApp, expectJson, expectLogged } from "../../../test/test-app";
import { pushSubscriptions } from "../../db/schema";
import { manualJobClock } from "../../platform/jobs";
import { createWebPushSender } from "../../platform/push";
import { createNotification, notificationTemplates } from "../notifications";

import { notificationPushJob } from "./notification-push.jobs";

const service = await startFakePushService();
afterAll(() => service.close());
// The real sender, aimed only at the local push service: each device's endpoint is on it.
const clock = manualJobClock();
const t = await createTestApp({ clock, push: (env) => createWebPushSender(env.vapid) });

/** A device of `person`'s on the fake push service, and the key that opens what it is sent. */
async function subscribeDevice(person: Caller) {
  const device = deviceKeys();
  const endpoint = service.endpoint();
  expect((await t.api(person).push.subscriptions.$put({ json: { endpoint, keys: device.keys } })).status).toBe(204);
  return { endpoint, decrypt: device.decrypt };
}

/** The pushes the service received for one endpoint, decrypted. */
function pushesTo(device: Awaited<ReturnType<typeof subscribeDevice>>) {
  const path = new URL(device.endpoint).pathname;
  return service.received
    .filter((push) => push.path === path)
    .map((push) => JSON.parse(device.decrypt(push.body).toString("utf8")) as Record<string, string>);
}

const work = () => t.deps.jobs.workDue(notificationPushJob);

describe("push messages of notifications", () => {
  it("pushes a new message to each of the recipient's devices, in their language, opening the chat", async () => {
    const { seller, buyer, chatId } = await chatFixture(t, { title: "Villakangastakki" });
    await t.db.execute(`update profiles set language = 'fi' where id = '${seller.id}'`);
    const phone = await subscribeDevice(seller);
    const laptop = await subscribeDevice(seller);
    const buyersOwn = await subscribeDevice(buyer);
    await expectJson(await sendMessage(t, buyer, chatId, "Onko vielä myynnissä?"), 201);
    expect(await work()).toBe(2);
    for (const device of [phone, laptop]) {
      expect(pushesTo(device)).toEqual([
        {
          title: buyer.displayName,
          body: 'Uusi viesti tuotteesta "Villakangastakki"',
          url: `/app/chat/${chatId}`,
          tag: `chat:${chatId}`,
        },
      ]);
    }
    // The sender's own devices hear nothing of what they wrote.
    expect(pushesTo(buyersOwn)).toEqual([]);
  });

  it("pushes each announcement once, however often it is announced, and a further message again", async () => {
    const { seller, buyer, chatId } = await chatFixture(t);
    const device = await subscribeDevice(seller);
    await expectJson(await sendMessage(t, buyer, chatId, "Hello"), 201);
    const [row] = await t.db
      .execute<{ id: string }>(`select id from notifications where user_id = '${seller.id}' and type = 'new_message'`)
      .then((result) => result.rows);
    if (!row) throw new Error("no notification");
    // A retried publish, a second instance: the same announcement again queues nothing.
    await t.deps.realtime.publish({ type: "notification", userIds: [seller.id], id: row.id });
    expect(await work()).toBe(1);
    await t.deps.realtime.publish({ type: "notification", userIds: [seller.id], id: row.id });
    expect(await work()).toBe(0);
    expect(pushesTo(device)).toHaveLength(1);
    // The next message updates the same unread notification, and is news of its own.
    await expectJson(await sendMessage(t, buyer, chatId, "Are you there?"), 201);
    expect(await work()).toBe(1);
    expect(pushesTo(device).map((push) => push.tag)).toEqual([`chat:${chatId}`, `chat:${chatId}`]);
    expect(pushesTo(device)[1]?.body).toMatch(/^2 new messages/);
  });

  it("sends nothing for a group whose push the person turned off", async () => {
    const person = await t.signedInUser();
    const device = await subscribeDevice(person);
    const choice = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
    choice.reviews.push = false;
    await expectJson(await t.api(person).notifications.preferences.$put({ json: choice }), 200);
    const row = await createNotification(
      t.db,
      person.id,
      notificationTemplates.newReview({ reviewerName: "Aino", stars: 5 }),
    );
    if (!row) throw new Error("no notification");
    await t.deps.realtime.publish({ type: "notification", userIds: [person.id], id: row.id });
    expect(await work()).toBe(0);
    expect(pushesTo(device)).toEqual([]);
  });

  it.each([404, 410])("forgets a device whose push service answers %i, and pushes to it no more", async (status) => {
    const { seller, buyer, chatId } = await chatFixture(t);
    const gone = await subscribeDevice(seller);
    service.answerNext(status);
    await expectJson(await sendMessage(t, buyer, chatId, "Hi"), 201);
    expect(await work()).toBe(1);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint));
    expect(rows).toEqual([]);
    await expectJson(await sendMessage(t, buyer, chatId, "Hello?"), 201);
    expect(await work()).toBe(0);
  });

  it("retries a push the service could not take, and sends it then", async () => {
    const { seller, buyer, chatId } = await chatFixture(t);
    const device = await subscribeDevice(seller);
    expectLogged(/job failed.*"queue":"notification-push"/);
    service.answerNext(500);
    await expectJson(await sendMessage(t, buyer, chatId, "Hi"), 201);
    await work();
    expect(pushesTo(device)).toEqual([]);
    // Kept: a service that is down says nothing about the subscription.
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint)),
    ).toHaveLength(1);
    clock.advance(60_000);
    expect(await work()).toBe(1);
    expect(pushesTo(device)).toHaveLength(1);
  });
});
