import { describe, expect, it } from "vitest";
import { loadLaterTexts } from "@/i18n";
import { notificationText } from "./notification-text";

// These texts load after the first view (ADR 0021); a page awaits them before it renders.
await loadLaterTexts();

describe("notification text", () => {
  it("names a deleted account 'Deleted user', whose stored name is erased", () => {
    const { body } = notificationText({ type: "new_review", data: { reviewerName: "", stars: 5 } });
    expect(body).toContain("Deleted user");
    const named = notificationText({ type: "new_review", data: { reviewerName: "Aino", stars: 5 } });
    expect(named.body).toContain("Aino");
  });

  it("tells of one new listing of a followed seller, or of the hour's several, by name", () => {
    const one = notificationText({
      type: "new_listing",
      data: { sellerName: "Emma", productTitle: "Wool coat", count: 1 },
    });
    expect(one.body).toBe('Emma listed "Wool coat".');
    const several = notificationText({
      type: "new_listing",
      data: { sellerName: "Emma", productTitle: "Scarf", count: 3 },
    });
    expect(several.title).toBe("New listings from a seller you follow");
    expect(several.body).toBe('Emma listed 3 new items, the latest "Scarf".');
  });
});
