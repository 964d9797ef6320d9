import { paths } from "@/config/paths";
import type { NotificationItem } from "./api/notifications";

/**
 * Where clicking a notification takes the user: the chat, else the listing; a review or a
 * finished sale to the profile, where reviews and completed sales are listed; several new
 * listings of a followed seller to Following.
 */
export function notificationTarget(item: NotificationItem): string | null {
  const { chatId, productId } = item.data;
  if (typeof chatId === "string") return paths.appChat.href(chatId);
  const type: string = item.type;
  // A decision about the reader opens its appeal form, where it can be appealed within 14 days.
  if (type === "moderation_decision" && typeof item.data.reportId === "string") {
    return paths.appeal.href(item.data.reportId);
  }
  if (type === "profile_reminder") return paths.profileEdit.href;
  if (type === "ledger_check_failed") return paths.adminFinance.href;
  if (type === "payout_paid" || type === "payout_failed") return paths.wallet.href;
  if (type === "dac7_details_needed" || type === "payouts_withheld") return paths.wallet.href;
  if (type === "new_review" || type === "sale_completed") return paths.profile.href;
  // Several new listings of a followed seller are all in Following; one opens itself.
  if (type === "new_listing" && typeof item.data.count === "number" && item.data.count > 1) return paths.following.href;
  if (typeof productId === "string") return paths.appProduct.href(productId);
  return null;
}
