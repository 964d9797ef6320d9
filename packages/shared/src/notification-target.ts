/**
 * Where opening a notification takes the person, in the bell, a push message and a mail alike: the
 * chat, else the listing; a problem case to its sale's page; a review or a finished sale to the profile, where reviews and completed
 * sales are listed; several new listings of a followed seller to Following. The paths are the web
 * app's (apps/web/src/config/paths.ts; its test checks them against these).
 */
export function notificationTarget(item: { type: string; data: Record<string, unknown> }): string | null {
  const { type, data } = item;
  if (typeof data.chatId === "string") return `/app/chat/${data.chatId}`;
  // A decision about the reader opens its appeal form, where it can be appealed within 14 days.
  if (type === "moderation_decision" && typeof data.reportId === "string") {
    return `/appeal?report=${encodeURIComponent(data.reportId)}`;
  }
  // Every step of a problem case is followed on the sale's own page, where its panel is.
  if (type === "case_update" && typeof data.transactionId === "string") return `/app/sales/${data.transactionId}`;
  if (type === "profile_reminder") return "/app/profile?edit=1";
  if (type === "ledger_check_failed") return "/admin/finance";
  if (type === "payout_paid" || type === "payout_failed") return "/app/wallet";
  if (type === "dac7_details_needed" || type === "payouts_withheld") return "/app/wallet";
  if (type === "new_review" || type === "sale_completed") return "/app/profile";
  // Several new listings of a followed seller are all in Following; one opens itself.
  if (type === "new_listing" && typeof data.count === "number" && data.count > 1) return "/app/following";
  // A saved search's matches open the feed with its filters (and count as seen).
  if (type === "saved_search_match" && typeof data.savedSearchId === "string") {
    return `/app/saved-searches/${data.savedSearchId}`;
  }
  if (typeof data.productId === "string") return `/app/product/${data.productId}`;
  return null;
}
