import { DEFAULT_NOTIFICATION_PREFERENCES } from "@kierto/shared";
import { describe, expect, it } from "vitest";
import { chatFixture, sendMessage } from "../../../test/messaging-fixtures";
import { type Caller, createTestApp, expectJson } from "../../../test/test-app";
import { manualJobClock } from "../../platform/jobs";
import { mailJob } from "../../platform/mail";
import { messageDigestJob, notificationMailJob } from "./notification-mail.jobs";
import { notificationTemplates } from "./notification-templates";
import { createNotification } from "./notifications.service";

const clock = manualJobClock();
const t = await createTestApp({ clock });

/** Runs the notification mail, the digest and the mail queue, in that order, as far as the clock allows. */
async function workMail() {
  await t.deps.jobs.workDue(notificationMailJob);
  await t.deps.jobs.workDue(messageDigestJob);
  await t.deps.jobs.workDue(mailJob);
}

/** A review notification, announced as the app announces every notification it creates. */
async function notifyReview(userId: string) {
  const row = await createNotification(
    t.db,
    userId,
    notificationTemplates.newReview({ reviewerName: "Aino", stars: 5 }),
  );
  if (!row) throw new Error("no notification");
  await t.deps.realtime.publish({ type: "notification", userIds: [userId], id: row.id });
  return row;
}

const turnOff = async (caller: Caller, group: "messages" | "reviews") => {
  const choice = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  choice[group].email = false;
  await expectJson(await t.api(caller).notifications.preferences.$put({ json: choice }), 200);
};

describe("notification mail", () => {
  it("mails a notification whose group's mail is on, in HTML and text, with one-click unsubscribe", async () => {
    const person = await t.signedInUser();
    const row = await notifyReview(person.id);
    // Announced twice (a tab reconnecting, a retried publish): still one mail.
    await t.deps.realtime.publish({ type: "notification", userIds: [person.id], id: row.id });
    await workMail();
    const mails = await t.mailbox(person.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe("You have a new review on Kierto");
    expect(mail?.html).toContain("<html");
    expect(mail?.text).toContain("Someone reviewed your sale.");
    expect(mail?.headers["List-Unsubscribe"]).toMatch(/^<http.*\/api\/notifications\/unsubscribe\?token=.+>$/);
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail?.text).toContain("/app/settings#notifications");

    // The mail's own link turns the group off, and the next review sends none.
    const url = mail?.headers["List-Unsubscribe"]?.slice(1, -1) ?? "";
    const done = await t.request(url.slice(url.indexOf("/api/")), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    await notifyReview(person.id);
    await workMail();
    expect(await t.mailbox(person.email)).toHaveLength(1);
  });

  it("links where the bell leads: a problem case to its sale's page, a listing to its public page", async () => {
    const person = await t.signedInUser();
    const notices = [
      notificationTemplates.caseUpdate("case_buyer_added_photos", {
        caseId: "4f3c1d4e-5a1b-4c2d-9e8f-0a1b2c3d4e5f",
        transactionId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
        productTitle: "Pellavapaita",
        amountCents: null,
      }),
      notificationTemplates.offer("offer_received", {
        offerId: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
        productId: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
        productTitle: "Villatakki",
        itemCount: 1,
        amountCents: 2500,
        chatId: null,
      }),
    ];
    for (const content of notices) {
      const row = await createNotification(t.db, person.id, content);
      if (!row) throw new Error("no notification");
      await t.deps.realtime.publish({ type: "notification", userIds: [person.id], id: row.id });
    }
    await workMail();
    const texts = (await t.mailbox(person.email)).map((mail) => mail.text).join("\n");
    expect(texts).toContain("/app/sales/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d");
    expect(texts).toMatch(/[^p]\/product\/1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e/);
  });

  it("queues no mail when the person turned the group's mail off", async () => {
    const person = await t.signedInUser();
    await turnOff(person, "reviews");
    await notifyReview(person.id);
    expect(await t.deps.jobs.workDue(notificationMailJob)).toBe(0);
    await workMail();
    expect(await t.mailbox(person.email)).toHaveLength(0);
  });

  it("writes in the person's language", async () => {
    const person = await t.signedInUser({ language: "fi" });
    await notifyReview(person.id);
    await workMail();
    const [mail] = await t.mailbox(person.email);
    expect(mail?.subject).toBe("Sait uuden arvion Kierrossa");
    expect(mail?.html).toContain('lang="fi"');
  });
});

describe("the unread-message digest", () => {
  it("sends one mail per conversation ten minutes after the first unread message", async () => {
    const { seller, buyer, chatId } = await chatFixture(t);
    for (const text of ["Hello!", "Is it still for sale?", "I can pick it up today."])
      expect((await sendMessage(t, buyer, chatId, text)).status).toBe(201);
    await workMail();
    expect(await t.mailbox(seller.email)).toHaveLength(0);

    clock.advance(9 * 60_000);
    await workMail();
    expect(await t.mailbox(seller.email)).toHaveLength(0);

    clock.advance(61_000);
    await workMail();
    const mails = await t.mailbox(seller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`${buyer.displayName} sent you a message on Kierto`);
    expect(mails[0]?.text).toContain("3 unread messages");
    expect(mails[0]?.text).toContain(`/app/chat/${chatId}`);

    clock.advance(60 * 60_000);
    await workMail();
    expect(await t.mailbox(seller.email)).toHaveLength(1);
  });

  it("sends nothing when the person read the conversation before then", async () => {
    const { seller, buyer, chatId } = await chatFixture(t);
    expect((await sendMessage(t, buyer, chatId, "Hello!")).status).toBe(201);
    clock.advance(5 * 60_000);
    expect((await t.api(seller).chats[":id"].read.$post({ param: { id: chatId } })).status).toBeLessThan(300);
    clock.advance(6 * 60_000);
    await workMail();
    expect(await t.mailbox(seller.email)).toHaveLength(0);
  });

  it("sends nothing when the person turned message mail off", async () => {
    const { seller, buyer, chatId } = await chatFixture(t);
    await turnOff(seller, "messages");
    expect((await sendMessage(t, buyer, chatId, "Hello!")).status).toBe(201);
    clock.advance(11 * 60_000);
    await workMail();
    expect(await t.mailbox(seller.email)).toHaveLength(0);
  });
});
