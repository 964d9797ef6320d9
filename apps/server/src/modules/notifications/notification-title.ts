import { type Language, saleTitle } from "@kierto/shared";

/**
 * The title a notification's mail or push message names, in the recipient's language: its item's,
 * or for a bundle its first item's and how many more (saleTitle).
 */
export function titleInNotification(data: Record<string, unknown>, language: Language): string | undefined {
  if (typeof data.productTitle !== "string") return undefined;
  return saleTitle(data.productTitle, typeof data.itemCount === "number" ? data.itemCount : 1, language);
}
