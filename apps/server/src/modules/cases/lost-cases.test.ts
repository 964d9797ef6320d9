import { CASES_LOST_WARNING_THRESHOLD } from "@kierto/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { handedOverCardSale } from "../../../test/case-fixtures";
import { createTestApp, expectJson } from "../../../test/test-app";
import { cases, profiles } from "../../db/schema";

const t = await createTestApp();

/** A case opened on a handed-over sale and answered by its seller as `action`. */
async function caseAnswered(action: "accept_return" | "contest") {
  const { sale, ...fixture } = await handedOverCardSale(t, 3000);
  const opened = await expectJson(
    await t.api(fixture.buyer).sales[":id"].case.$post({
      param: { id: sale.id },
      json: { reason: "not_as_described", description: "Stained." },
    }),
    201,
  );
  await t.api(fixture.seller).cases[":id"].answer.$post({
    param: { id: opened.id },
    json: action === "contest" ? { action, text: "It was clean." } : { action },
  });
  return { ...fixture, caseId: opened.id as string };
}

describe("a party's lost cases in the moderators' queue", () => {
  it("counts every case that went against them, and says when they are suspended already", async () => {
    const waiting = await caseAnswered("contest");
    // The same seller refunded the buyers of earlier cases: each refund is a case they lost.
    for (let lost = 0; lost < CASES_LOST_WARNING_THRESHOLD; lost++) {
      const earlier = await caseAnswered("accept_return");
      await expectJson(
        await t.api(earlier.seller).cases[":id"]["return-received"].$post({ param: { id: earlier.caseId }, json: {} }),
        200,
      );
      await t.db.update(cases).set({ sellerId: waiting.seller.id }).where(eq(cases.id, earlier.caseId));
    }
    const moderator = await t.signedInUser({ role: "moderator" });
    const queued = async () => {
      const queue = await expectJson(await t.api(moderator).moderation.cases.$get(), 200);
      return queue.find((item) => item.case.id === waiting.caseId);
    };
    expect((await queued())?.seller).toMatchObject({
      opened: CASES_LOST_WARNING_THRESHOLD + 1,
      lost: CASES_LOST_WARNING_THRESHOLD,
      won: 0,
      suspended: false,
    });
    expect((await queued())?.buyer).toMatchObject({ lost: 0, suspended: false });
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, waiting.seller.id));
    expect((await queued())?.seller.suspended).toBe(true);
  });
});
