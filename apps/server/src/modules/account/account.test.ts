import { eq, getTableName, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { JSONParsed } from "hono/utils/types";
import { describe, expect, it } from "vitest";
import { chatFixture, sendMessage } from "../../../test/messaging-fixtures";
import { type ApiClient, createTestApp, errorCode, expectJson, expectLogged } from "../../../test/test-app";
import { createReview, createTransaction, createUser } from "../../db/factories";
import * as schema from "../../db/schema";
import { chats, notifications, products, profiles, transactions, users } from "../../db/schema";
import { postEntry, postSalePaid, postSaleRefunded, postSaleReleased } from "../ledger";
import { createNotification, notificationTemplates } from "../notifications";
import { EXPORT_SECTIONS, type exportUserData } from "./export.service";

const t = await createTestApp();

/**
 * The route documents the export as a free-form object (its many tables' columns), so the typed
 * client gives Record<string, unknown>: it is read as what the service builds, in JSON.
 */
type AccountExport = JSONParsed<Awaited<ReturnType<typeof exportUserData>>>;
const readExport = async (response: Awaited<ReturnType<ApiClient["me"]["export"]["$get"]>>) =>
  (await expectJson(response, 200)) as AccountExport;
const exportOf = async (caller: { cookie: string }) => readExport(await t.api(caller).me.export.$get());

describe("export my data", () => {
  it("refuses a guest, and each person gets only their own data", async () => {
    expect((await t.guest.me.export.$get()).status).toBe(401);
    const { buyer, seller, chatId } = await chatFixture(t);
    await expectJson(await sendMessage(t, buyer, chatId, "Hello from the buyer"), 201);
    const response = await t.api(buyer).me.export.$get();
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="kierto-data-/);
    const data = await readExport(response);
    expect(data.account).toMatchObject({ id: buyer.id, email: buyer.email });
    expect(data.chats[0]?.messages.map((m) => m.content)).toEqual(["Hello from the buyer"]);
    expect(data.listings).toEqual([]);
    expect(JSON.stringify(data)).not.toContain(seller.email);
    expect(JSON.stringify(data)).not.toMatch(/"password"|"token"/);
    const sellers = await exportOf(seller);
    expect(sellers.listings).toHaveLength(1);
  });

  it("covers every table that refers to an account", async () => {
    const usersTable = getTableName(schema.users);
    const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
    const holdingUserData = tables
      .filter(
        (table) =>
          getTableName(table) === usersTable ||
          getTableConfig(table).foreignKeys.some((fk) => getTableName(fk.reference().foreignTable) === usersTable),
      )
      .map((table) => getTableName(table));
    // A table missing here must be added to EXPORT_SECTIONS, and its rows to the export.
    expect(holdingUserData.filter((name) => !(name in EXPORT_SECTIONS))).toEqual([]);
    const user = await t.signedInUser();
    const data = await exportOf(user);
    for (const section of new Set(Object.values(EXPORT_SECTIONS))) expect(data).toHaveProperty(section);
  });
});

describe("unblock", () => {
  it("lifts one's own block, and a guest is refused", async () => {
    const me = await t.signedInUser();
    const other = await t.signedInUser();
    await expectJson(await t.api(me).blocks.$post({ json: { userId: other.id } }), [200, 201]);
    expect((await t.guest.blocks[":id"].$delete({ param: { id: other.id } })).status).toBe(401);
    expect((await t.api(me).blocks[":id"].$delete({ param: { id: other.id } })).status).toBe(204);
    expect((await expectJson(await t.api(me).blocks.$get(), 200)).items).toEqual([]);
  });
});

describe("delete my account", () => {
  it("needs the right password", async () => {
    const me = await t.signedInUser();
    const response = await t.api(me).me.delete.$post({ json: { password: "not-my-password" } });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe("INVALID_PASSWORD");
    expect((await t.api(me).profiles.me.$get()).status).toBe(200);
  });

  it.each(["paid", "delivered"] as const)("is blocked by a %s sale with OPEN_SALE", async (state) => {
    const { buyer, seller, product } = await chatFixture(t);
    const [sale] = await t.db
      .insert(transactions)
      .values({
        productId: product.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        state,
        paymentProvider: "local",
        providerSessionId: `cs_${product.id}`,
      })
      .returning();
    expect(sale).toBeDefined();
    for (const party of [seller, buyer]) {
      const response = await t.api(party).me.delete.$post({ json: { password: party.password } });
      expect(response.status).toBe(409);
      expect(await errorCode(response)).toBe("OPEN_SALE");
    }
  });

  it("is blocked while the wallet holds money, with WALLET_NOT_EMPTY, and not by a debt", async () => {
    const { buyer, seller, product } = await chatFixture(t);
    const sale = await createTransaction(t.db, {
      productId: product.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      completedAt: new Date(),
      amountCents: 3000,
    });
    await t.db.transaction(async (tx) => {
      await postSalePaid(tx, sale);
      await postSaleReleased(tx, sale);
    });
    const refused = await t.api(seller).me.delete.$post({ json: { password: seller.password } });
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe("WALLET_NOT_EMPTY");
    expect((await t.api(seller).profiles.me.$get()).status).toBe(200);

    // The seller was paid out, then the buyer refunded: a debt, which keeps nobody.
    await t.db.transaction(async (tx) => {
      await postEntry(tx, {
        key: `test-payout:${sale.id}`,
        kind: "payout_paid",
        postings: [
          { account: "seller_available", ownerId: seller.id, amountCents: 2850 },
          { account: "provider_cash", amountCents: -2850 },
        ],
      });
      await postSaleRefunded(tx, sale);
    });
    expect((await t.api(seller).me.delete.$post({ json: { password: seller.password } })).status).toBe(204);
  });

  it("ends sessions, keeps the chat for the other party as 'Deleted user', and frees the e-mail", async () => {
    expectLogged(/auth: User not found/);
    const { buyer, seller, chatId, product } = await chatFixture(t);
    await expectJson(await sendMessage(t, seller, chatId, "Yes, still available"), 201);
    const sold = await createTransaction(t.db, {
      productId: product.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      completedAt: new Date(),
    });
    expect((await t.api(seller).me.delete.$post({ json: { password: seller.password } })).status).toBe(204);

    expect((await t.api(seller).profiles.me.$get()).status).toBe(401);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: seller.email, password: seller.password },
    });
    expect(signIn.status).toBe(401);

    // The other party sees the deleted account with an empty name, which the web app writes as
    // 'Deleted user' in the reader's language; the server stores and sends no such text.
    const chat = await expectJson(await t.api(buyer).chats[":id"].$get({ param: { id: chatId } }), 200);
    expect(chat.otherParty.displayName).toBe("");
    expect(JSON.stringify(chat)).not.toContain(seller.displayName);
    const messages = await expectJson(
      await t.api(buyer).chats[":id"].messages.$get({ param: { id: chatId }, query: {} }),
      200,
    );
    expect(messages.items.map((m) => m.content)).toEqual(["Yes, still available"]);
    expect(await t.db.select().from(chats).where(eq(chats.id, chatId))).toHaveLength(1);
    expect(await t.db.select().from(transactions).where(eq(transactions.id, sold.id))).toHaveLength(1);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, seller.id));
    expect(profile).toMatchObject({ displayName: "", city: null, avatarUrl: null });
    expect(profile?.deletedAt).not.toBeNull();
    const [account] = await t.db.select().from(users).where(eq(users.id, seller.id));
    expect(account?.name).toBe("");
    // The buyer's notice about the seller's message no longer carries the seller's name.
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notices.map((notice) => notice.data.senderName)).toEqual([""]);
    // The listing a chat refers to is hidden from everyone, not deleted.
    const [listing] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(listing?.status).not.toBe("active");

    const again = await createUser(t.db, { email: seller.email });
    expect(again.email).toBe(seller.email.toLowerCase());
  });

  it("erases my name from other people's notifications about my purchases and reviews, and no one else's", async () => {
    const { buyer, seller, product } = await chatFixture(t);
    const bystander = await t.signedInUser({ displayName: "Bystander Bea" });
    const sale = await createTransaction(t.db, {
      productId: product.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      completedAt: new Date(),
    });
    const review = await createReview(t.db, {
      transactionId: sale.id,
      reviewerUserId: buyer.id,
      reviewedUserId: seller.id,
      rating: 5,
    });
    const sold = {
      productId: product.id,
      transactionId: sale.id,
      productTitle: product.title,
      amountCents: 100,
      chatId: null,
      deliveryMethod: "hand_delivery" as const,
      postageCents: null,
    };
    await createNotification(
      t.db,
      seller.id,
      notificationTemplates.itemSold({ ...sold, buyerName: buyer.displayName }),
    );
    await createNotification(
      t.db,
      seller.id,
      notificationTemplates.newReview({ reviewerName: buyer.displayName, stars: 5 }),
      { transactionId: sale.id, reviewId: review.id },
    );
    const other = await createNotification(
      t.db,
      seller.id,
      notificationTemplates.newReview({ reviewerName: bystander.displayName, stars: 4 }),
      { transactionId: sale.id, reviewId: crypto.randomUUID() },
    );

    expect((await t.api(buyer).me.delete.$post({ json: { password: buyer.password } })).status).toBe(204);

    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(JSON.stringify(notices)).not.toContain(buyer.displayName);
    const byTitle = (title: string) => notices.filter((notice) => notice.title === title && notice.id !== other?.id);
    expect(byTitle("item_sold").map((notice) => notice.data.buyerName)).toEqual([""]);
    expect(byTitle("new_review").map((notice) => notice.data.reviewerName)).toEqual([""]);
    expect(notices.find((notice) => notice.id === other?.id)?.data.reviewerName).toBe("Bystander Bea");
  });

  it("deletes listings nobody refers to, as their seller would", async () => {
    const me = await t.signedInUser();
    const [listing] = await t.db
      .insert(products)
      .values({
        userId: me.id,
        title: "Lonely scarf",
        priceCents: 900,
        lowestPriceCents: 900,
        category: "Accessories",
        size: "M",
      })
      .returning();
    expect((await t.api(me).me.delete.$post({ json: { password: me.password } })).status).toBe(204);
    expect(
      await t.db
        .select()
        .from(products)
        .where(eq(products.id, listing?.id ?? "")),
    ).toMatchObject([{ status: "deleted" }]);
  });
});
