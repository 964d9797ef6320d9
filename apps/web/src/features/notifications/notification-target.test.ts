import { notificationTarget } from "@kierto/shared";
import { describe, expect, it } from "vitest";
import { paths } from "@/config/paths";

/** The shared rule writes the web app's paths by hand: these keep them the same as the router's. */
describe("notificationTarget", () => {
  it.each([
    [{ type: "new_message", data: { chatId: "c1", productId: "p1" } }, paths.appChat.href("c1")],
    [{ type: "moderation_decision", data: { reportId: "r 1" } }, paths.appeal.href("r 1")],
    [{ type: "profile_reminder", data: {} }, paths.profileEdit.href],
    [{ type: "ledger_check_failed", data: {} }, paths.adminFinance.href],
    [{ type: "payout_paid", data: {} }, paths.wallet.href],
    [{ type: "dac7_details_needed", data: {} }, paths.wallet.href],
    [{ type: "new_review", data: {} }, paths.profile.href],
    [{ type: "new_listing", data: { count: 3, productId: "p1" } }, paths.following.href],
    [{ type: "price_drop", data: { productId: "p1" } }, paths.appProduct.href("p1")],
    [{ type: "case_update", data: { caseId: "c1", transactionId: "s1" } }, paths.sale.href("s1")],
  ])("leads %o to %s", (item, path) => {
    expect(notificationTarget(item)).toBe(path);
  });
});
