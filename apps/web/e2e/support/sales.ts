import { REVIEW_COMMENT_MAX } from "@kierto/shared";
import type { Page } from "@playwright/test";
import { expect, type Listing, type Person } from "./fixtures";
import { type Language, paymentTexts, startingWith, webTexts } from "./texts";

/**
 * The steps of a sale that journeys in every language take the same way: buying through the
 * local payment page, the chat's sale panel and a review from the profile. Each takes the
 * language the person reads (English unless told) and finds the controls by that language's texts.
 */

export const CARD_OK = "4242 4242 4242 4242";
export const CARD_DECLINED = "4000 0000 0000 0002";

/** Buyer opens the item and presses Buy Now, and the checkout opens. */
export async function openCheckout(page: Page, listing: Pick<Listing, "id">, language: Language = "en") {
  await page.goto(`/product/${listing.id}`);
  await page.getByRole("link", { name: webTexts[language].listings.product.buyNow }).click();
  await expect(page).toHaveURL(`/checkout/${listing.id}`);
}

/**
 * On the checkout, the buyer presses 'Purchase for <price>' and lands on the payment page. `price`
 * is the price as the language formats it ('€64.90', '64,90 €'). Answers when Purchase was pressed.
 */
export async function purchase(page: Page, price: string, language: Language = "en") {
  const button = page.getByRole("button", { name: webTexts[language].payments.checkout.purchase(price) });
  await expect(button).toBeEnabled();
  const pressedAt = Date.now();
  await button.click();
  await expect(page).toHaveURL(/\/pay\/[^/]+$/);
  return pressedAt;
}

/** Both: from the item to the payment page. Answers when Purchase was pressed. */
export async function openPaymentPage(
  page: Page,
  listing: Pick<Listing, "id">,
  price: string,
  language: Language = "en",
) {
  await openCheckout(page, listing, language);
  return purchase(page, price, language);
}

/** The buyer buys the item with the test card that pays, and sees Payment Successful. */
export async function buyWithCard(page: Page, listing: Pick<Listing, "id">, price: string) {
  await openPaymentPage(page, listing, price);
  await payWithCard(page, CARD_OK);
  await expect(page.getByRole("heading", { level: 1, name: webTexts.en.payments.success.title })).toBeVisible();
}

/** Fills the local payment page's card form (a test card, a future expiry) and submits it. Answers when Pay was pressed. */
export async function payWithCard(page: Page, card: string, language: Language = "en") {
  const t = paymentTexts(language);
  await page.getByLabel(t.card, { exact: true }).fill(card);
  await page.getByLabel(t.expiry, { exact: true }).fill("12/34");
  await page.getByLabel(t.cvc, { exact: true }).fill("123");
  await page.getByLabel(t.name, { exact: true }).fill("Ben Buyer");
  const paidAt = Date.now();
  await page.getByRole("button", { name: startingWith(t.pay("")) }).click();
  return paidAt;
}

/** The chat's sale panel (Mark as Sold, Confirm Sale and the sale's state). */
export const salePanel = (page: Page, language: Language = "en") =>
  page.getByRole("region", { name: webTexts[language].transactions.sale.panelLabel });

/**
 * A test clock for the chat's sale: its deadlines pass and the sale timers run once, as the
 * scheduled job would (POST /api/dev/test-data/sales/{id}/timers-due, from this process: the
 * route answers a loopback caller no proxy forwarded).
 */
export async function saleTimersDue(baseURL: string, party: Pick<Person, "request">, chatId: string) {
  const found = await party.request.get(`/api/chats/${chatId}/sale`);
  const { sale } = (await found.json()) as { sale: { id: string } };
  const response = await fetch(`${baseURL}/api/dev/test-data/sales/${sale.id}/timers-due`, { method: "POST" });
  expect(response.status, await response.text()).toBe(200);
}

/** The seller of a paid sale presses Confirm Hand-over in the chat and confirms it in the dialog. */
export async function confirmHandOver(page: Page, language: Language = "en") {
  const t = webTexts[language].transactions;
  await salePanel(page, language).getByRole("button", { name: t.sale.confirmHandedOver }).click();
  await page
    .getByRole("alertdialog", { name: t.confirmDialog.title.confirmHandedOver })
    .getByRole("button", { name: t.confirmDialog.confirm, exact: true })
    .click();
  await expect(salePanel(page, language).getByRole("button", { name: t.sale.awaitingConfirmation })).toBeDisabled();
}

/** The buyer of a paid sale presses Everything is OK in the chat, confirms it, and the sale completes. */
export async function confirmReceipt(page: Page, language: Language = "en") {
  const t = webTexts[language].transactions;
  await salePanel(page, language).getByRole("button", { name: t.sale.everythingOk }).click();
  await page
    .getByRole("alertdialog", { name: t.confirmDialog.title.everythingOk })
    .getByRole("button", { name: t.confirmDialog.confirm, exact: true })
    .click();
  await expect(page.getByText(t.toast.completed).first()).toBeVisible();
}

/**
 * A cash hand-over confirmed by both sides through the API (Mark as Sold, then Confirm Purchase),
 * for a journey whose subject comes after the sale, such as a review.
 */
export async function completeHandOver(
  chatId: string,
  seller: Pick<Person, "request">,
  buyer: Pick<Person, "request">,
) {
  for (const side of [seller, buyer]) {
    const response = await side.request.post(`/api/chats/${chatId}/sale/confirm`);
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** The reviewer rates the other side of a completed sale from their Profile's Transactions tab. */
export async function reviewFromProfile(
  reviewer: Pick<Person, "page">,
  {
    reviewed,
    title,
    stars,
    comment,
  }: { reviewed: Pick<Person, "displayName">; title: string; stars: number; comment: string },
  language: Language = "en",
) {
  const t = webTexts[language];
  const page = reviewer.page;
  await page.goto("/app/profile");
  await page.getByRole("tab", { name: t.pages.profile.tabs.transactions }).click();
  const row = page.getByRole("listitem").filter({ hasText: title });
  await row.getByRole("button", { name: t.reviews.leaveReviewFor(reviewed.displayName) }).click();
  const dialog = page.getByRole("dialog", { name: t.reviews.dialog.title(reviewed.displayName) });
  await dialog.getByRole("radio", { name: t.reviews.dialog.star(stars), exact: true }).check();
  await dialog.getByLabel(t.reviews.dialog.comment).fill(comment);
  await expect(dialog.getByText(t.reviews.dialog.counter(comment.length, REVIEW_COMMENT_MAX))).toBeVisible();
  await dialog.getByRole("button", { name: t.reviews.dialog.submit }).click();
  await expect(page.getByText(t.reviews.toast.submitted)).toBeVisible();
  await expect(row.getByRole("button", { name: t.reviews.submitted })).toBeDisabled();
}
