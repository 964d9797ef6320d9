import { REPORT_DESCRIPTION_MAX_LENGTH } from "@kierto/shared";
import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { type ApiClient, type Caller, createTestApp, errorCode, expectJson } from "../../../test/test-app";
import { createProduct } from "../../db/factories";
import { notifications, products, reports } from "../../db/schema";

const t = await createTestApp();

type Reporter = Caller | undefined;
type Notice = InferRequestType<ApiClient["products"][":id"]["reports"]["$post"]>["json"];

/** A notice about a listing, from a guest (no caller) or a member, in a chosen language. */
const reportListing = (productId: string, json: Notice, caller?: Reporter, language?: string) =>
  t
    .api(caller)
    .products[":id"].reports.$post(
      { param: { id: productId }, json },
      { headers: language ? { "accept-language": language } : {} },
    );

/** For bodies the typed client would not let through. */
const reportRaw = (productId: string, json: Record<string, unknown>) =>
  t.request(`/api/products/${productId}/reports`, { method: "POST", json });

async function listing() {
  const seller = await t.signedInUser({ displayName: "Fake Bag Seller" });
  const product = await createProduct(t.db, { userId: seller.id, title: "Designer bag, genuine" });
  return { seller, product };
}

const decide = async (
  reportId: string,
  json: { decision: "resolve" | "dismiss"; action?: "none" | "remove_listing" | "suspend_user"; note?: string },
) => {
  const moderator = await t.signedInUser({ role: "moderator" });
  return t
    .api(moderator)
    .moderation.reports[":id"].decision.$post({ param: { id: reportId }, json: { action: "none", ...json } });
};

describe("reporting a listing", () => {
  it("takes a guest's notice with their address, against the seller, with a copy of the listing", async () => {
    const { seller, product } = await listing();
    const email = `guest-${crypto.randomUUID()}@example.test`;
    const response = await reportListing(
      product.id,
      { reason: "counterfeit", description: "  The logo is wrong; a fake.  ", email },
      undefined,
      "sv-FI,sv;q=0.9",
    );
    const body = await expectJson(response, 201);
    expect(body).toMatchObject({ reportedId: seller.id, reason: "counterfeit", status: "pending", chatId: null });
    const [row] = await t.db.select().from(reports).where(eq(reports.id, body.id));
    expect(row).toMatchObject({
      reporterId: null,
      reporterEmail: email,
      reporterLanguage: "sv",
      description: "The logo is wrong; a fake.",
      evidence: { product: { id: product.id, title: product.title, sellerId: seller.id }, messages: [] },
    });
  });

  it("takes a member's notice as theirs, ignoring any address in the body", async () => {
    const { product } = await listing();
    const member = await t.signedInUser();
    const body = await expectJson(
      await reportListing(
        product.id,
        { reason: "illegal_content", description: "Sells a weapon", email: "someone@example.test" },
        member,
      ),
      201,
    );
    const [row] = await t.db.select().from(reports).where(eq(reports.id, body.id));
    expect(row).toMatchObject({ reporterId: member.id, reporterEmail: null, reporterLanguage: null });
  });

  it("refuses what a notice must not be, storing nothing", async () => {
    const { seller, product } = await listing();
    const before = (await t.db.select().from(reports)).length;

    const noEmail = await reportListing(product.id, { reason: "scam", description: "Too cheap" });
    expect(noEmail.status).toBe(400);
    expect(await errorCode(noEmail)).toBe("REPORTER_EMAIL_REQUIRED");

    const own = await reportListing(product.id, { reason: "scam", description: "Mine" }, seller);
    expect(own.status).toBe(400);
    expect(await errorCode(own)).toBe("CANNOT_REPORT_OWN_LISTING");

    const email = "guest@example.test";
    for (const json of [
      { reason: "scam", description: "   ", email },
      { reason: "harassment", description: "A reason only for people", email },
      { reason: "counterfeit", description: "x".repeat(REPORT_DESCRIPTION_MAX_LENGTH + 1), email },
      { reason: "counterfeit", description: "Fake", email: "not an address" },
    ]) {
      const refused = await reportRaw(product.id, json);
      expect(refused.status, JSON.stringify(json).slice(0, 80)).toBe(400);
    }
    expect((await reportListing(crypto.randomUUID(), { reason: "scam", description: "Gone", email })).status).toBe(404);
    await t.db.update(products).set({ status: "deleted", deletedAt: new Date() }).where(eq(products.id, product.id));
    expect((await reportListing(product.id, { reason: "scam", description: "Gone", email })).status).toBe(404);
    expect((await t.db.select().from(reports)).length).toBe(before);
  });

  it("shows in the moderators' queue with the guest's address in place of a name", async () => {
    const { product } = await listing();
    const email = `queue-${crypto.randomUUID()}@example.test`;
    const { id } = await expectJson(
      await reportListing(product.id, { reason: "counterfeit", description: "Fake", email }),
      201,
    );
    const moderator = await t.signedInUser({ role: "moderator" });
    const queue = await expectJson(await t.api(moderator).moderation.reports.$get(), 200);
    expect(queue.items.find((item) => item.id === id)).toMatchObject({
      reporter: { guest: true, email },
      product: { id: product.id, title: product.title },
      listingOfReported: true,
      messageCount: 0,
    });
  });
});

describe("deciding a listing report", () => {
  it("removes the listing, tells its seller with the statement of reasons, and mails the guest the outcome in their language", async () => {
    const { seller, product } = await listing();
    const email = `outcome-${crypto.randomUUID()}@example.test`;
    const { id } = await expectJson(
      await reportListing(product.id, { reason: "counterfeit", description: "Fake", email }, undefined, "fi"),
      201,
    );
    const decided = await decide(id, { decision: "resolve", action: "remove_listing", note: "Counterfeit logo" });
    expect(await expectJson(decided, 200)).toMatchObject({ status: "resolved", action: "remove_listing" });

    const [removed] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(removed?.status).toBe("deleted");
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notices.find((n) => n.type === "moderation_decision")?.data).toMatchObject({
      reportId: id,
      action: "remove_listing",
      reason: "counterfeit",
      note: "Counterfeit logo",
    });
    const [mail] = await t.mailbox(email);
    expect(mail?.subject).toBe("Ilmoituksesi Kierron myynti-ilmoituksesta on käsitelty");
    expect(mail?.text).toContain("Ilmoitus on poistettu.");
    // The seller chose the listing's words: none of them go to an address nobody confirmed.
    expect(mail?.text).not.toContain(product.title);
  });

  it("dismissed, mails the guest that nothing was done and leaves the listing on sale", async () => {
    const { product } = await listing();
    const email = `dismissed-${crypto.randomUUID()}@example.test`;
    const { id } = await expectJson(
      await reportListing(product.id, { reason: "scam", description: "Too cheap", email }, undefined, "en"),
      201,
    );
    await expectJson(await decide(id, { decision: "dismiss" }), 200);
    const [kept] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(kept?.status).toBe("active");
    const [mail] = await t.mailbox(email);
    expect(mail?.text).toContain("no ground to act on it");
  });
});
