import { describe, expect, it } from "vitest";
import { createTestApp, expectJson, TEST_ORIGIN } from "../../../test/test-app";
import { testLostCasesSchema } from "./test-cases.schemas";

const t = await createTestApp();
const loopback = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };

describe("test-data lost cases", () => {
  it("give a seller lost cases and one contested case the moderators' queue shows with that record", async () => {
    const seller = await t.signedInUser();
    const response = await t.app.request(
      "/api/dev/test-data/lost-cases",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN },
        body: JSON.stringify({ sellerId: seller.id, lost: 3, title: "Pellavapaita" }),
      },
      loopback,
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const created = testLostCasesSchema.parse(await response.json());
    const moderator = await t.signedInUser({ role: "moderator" });
    const queue = await expectJson(await t.api(moderator).moderation.cases.$get(), 200);
    const item = queue.find((queued) => queued.case.id === created.caseId);
    expect(item?.sale.title).toBe("Pellavapaita");
    expect(item?.seller).toMatchObject({ id: seller.id, opened: 4, lost: 3, suspended: false });
  });
});
