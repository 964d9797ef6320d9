import { randomUUID } from "node:crypto";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { notifications, profiles } from "../../db/schema";
import { notificationTemplates } from "./notification-templates";
import { createNotification } from "./notifications.service";

const t = await createTestApp();

/** A user with a city and an avatar, who gets no profile reminder. */
async function completeProfileUser() {
  const user = await t.signedInUser({ city: "Tampere" });
  await t.db.update(profiles).set({ avatarUrl: "/media/avatars/me.webp" }).where(eq(profiles.id, user.id));
  return user;
}

const list = (caller: Caller | undefined) => t.api(caller).notifications.$get();
const markRead = (caller: Caller, id: string) => t.api(caller).notifications[":id"].read.$post({ param: { id } });
const markAllRead = (caller: Caller) => t.api(caller).notifications["read-all"].$post();

async function listTypes(caller: Caller) {
  const body = await expectJson(await list(caller), 200);
  return body.items.map((n) => n.type);
}

describe("notifications", () => {
  it("refuses a guest", async () => {
    const response = await list(undefined);
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe("UNAUTHENTICATED");
  });

  it("lists only the owner's latest 20, newest first, with the unread count", async () => {
    const owner = await completeProfileUser();
    const other = await t.signedInUser();
    for (let i = 0; i < 23; i++) {
      await createNotification(
        t.db,
        owner.id,
        notificationTemplates.newReview({ reviewerName: "Reviewer", stars: (i % 5) + 1 }),
      );
    }
    await createNotification(t.db, other.id, notificationTemplates.profileReminder());

    const body = await expectJson(await list(owner), 200);
    expect(body.items).toHaveLength(20);
    expect(body.unreadCount).toBe(23);
    expect(body.items.every((n) => n.type === "new_review")).toBe(true);
    const times = body.items.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("leaves out of the bell and its count a group whose 'In app' is off, and shows it again when turned back on", async () => {
    const owner = await completeProfileUser();
    const choose = (inApp: boolean) =>
      t.api(owner).notifications.preferences.$put({
        json: { ...DEFAULT_NOTIFICATION_PREFERENCES, reviews: { inApp, email: true, push: false } },
      });
    expect((await choose(false)).status).toBe(200);
    await createNotification(t.db, owner.id, notificationTemplates.newReview({ reviewerName: "A", stars: 4 }));
    await createNotification(
      t.db,
      owner.id,
      notificationTemplates.paymentConfirmed({
        productId: randomUUID(),
        transactionId: randomUUID(),
        chatId: null,
        productTitle: "Coat",
        amountCents: 3000,
        deliveryMethod: "hand_delivery",
        postageCents: null,
      }),
    );

    const hidden = await expectJson(await list(owner), 200);
    expect(hidden.items.map((n) => n.type)).toEqual(["payment_confirmed"]);
    expect(hidden.unreadCount).toBe(1);

    expect((await choose(true)).status).toBe(200);
    const shown = await expectJson(await list(owner), 200);
    expect(shown.items.map((n) => n.type).sort()).toEqual(["new_review", "payment_confirmed"]);
    expect(shown.unreadCount).toBe(2);
  });

  it("marks one read for its owner, and another user's id is not found and stays unread", async () => {
    const owner = await t.signedInUser();
    const intruder = await t.signedInUser();
    const note = await createNotification(t.db, owner.id, notificationTemplates.profileReminder());
    if (!note) throw new Error("no notification");

    const refused = await markRead(intruder, note.id);
    expect(refused.status).toBe(404);
    let row = await t.db.query.notifications.findFirst({ where: (n, { eq }) => eq(n.id, note.id) });
    expect(row?.read).toBe(false);

    const ok = await markRead(owner, note.id);
    expect(ok.status).toBe(204);
    row = await t.db.query.notifications.findFirst({ where: (n, { eq }) => eq(n.id, note.id) });
    expect(row?.read).toBe(true);
  });

  it("marks all of one's own read and leaves other users' alone", async () => {
    const owner = await t.signedInUser();
    const other = await t.signedInUser();
    await createNotification(t.db, owner.id, notificationTemplates.profileReminder());
    await createNotification(t.db, owner.id, notificationTemplates.newReview({ reviewerName: "A", stars: 4 }));
    await createNotification(t.db, other.id, notificationTemplates.profileReminder());

    expect(await expectJson(await markAllRead(owner), 200)).toEqual({ updated: 2 });
    const otherList = await expectJson(await list(other), 200);
    expect(otherList.unreadCount).toBe(1);
  });

  it("answers a malformed id with 400, not 500", async () => {
    const owner = await t.signedInUser();
    const response = await markRead(owner, "not-a-uuid");
    expect(response.status).toBe(400);
  });

  it("adds the profile reminder once, on the first load, for an account without a city or avatar", async () => {
    const user = await t.signedInUser({ city: "Oulu" });
    expect(await listTypes(user)).toEqual(["profile_reminder"]);
    expect(await listTypes(user)).toEqual(["profile_reminder"]);

    await expectJson(await markAllRead(user), 200);
    const body = await expectJson(await list(user), 200);
    expect(body).toMatchObject({ unreadCount: 0 });
    expect(body.items).toHaveLength(1);
  });

  it("spares an account that already has a city and an avatar", async () => {
    const user = await completeProfileUser();
    expect(await listTypes(user)).toEqual([]);
  });

  it("makes one reminder when several tabs load the bell at the same instant", async () => {
    const user = await t.signedInUser();
    await Promise.all(Array.from({ length: 5 }, () => list(user)));
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows.map((n) => n.type)).toEqual(["profile_reminder"]);
  });
});
