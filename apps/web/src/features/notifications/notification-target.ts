import { paths } from "@/app/paths";
import type { NotificationItem } from "./api/notifications";

/** Where clicking a notification takes the user: the chat, else the listing, else nowhere. */
export function notificationTarget(item: NotificationItem): string | null {
  const { chatId, productId } = item.data;
  if (typeof chatId === "string") return paths.appChat(chatId);
  if (typeof productId === "string") return paths.appProduct(productId);
  if (item.type === "profile_reminder") return paths.profile;
  return null;
}
