import type { Page } from "@playwright/test";
import { openChatAbout } from "./support/chat";
import { expect, test, uniqueWord } from "./support/fixtures";
import { buyWithCard, confirmHandOver, confirmReceipt, salePanel, saleTimersDue } from "./support/sales";

/**
 * The buyer's money from their card to the seller's bank: held while the item changes hands,
 * available once the buyer confirms (or 48 hours pass), then withdrawn and paid, all in the
 * seller's wallet.
 */

/** The local provider settles after 3 s and the jobs are polled every 2 s. */
const SETTLED = { timeout: 20_000 };

const balance = (page: Page, name: string) =>
  page.getByRole("region", { name: "Balances" }).getByText(name, { exact: true }).locator("..");

async function givePayoutDetails(page: Page) {
  const form = page.getByRole("form", { name: "Payout details" });
  await form.getByLabel("Legal name").fill("Anna Myyjä");
  await form.getByLabel("Date of birth").fill("1988-03-02");
  await form.getByLabel("Street address").fill("Hämeenkatu 5");
  await form.getByLabel("Postcode").fill("33100");
  await form.getByLabel("City").fill("Tampere");
  await form.getByLabel("IBAN").fill("FI21 1234 5600 0007 85");
  await form.getByRole("button", { name: "Save payout details" }).click();
  await expect(page.getByText("Bank account: FI… 0785")).toBeVisible();
}

test("a card sale's money: pending for the seller, available when the buyer says Everything is OK, then withdrawn and paid", async ({
  seller,
  buyer,
  listing,
  chat,
}) => {
  test.slow();
  const anna = await seller({ displayName: "Anna Wallet" });
  const ben = await buyer({ displayName: "Ben Wallet" });
  const title = `Wool scarf ${uniqueWord("Scarf")}`;
  const scarf = await listing({ seller: anna, title, priceCents: 5000 });
  const { id: chatId } = await chat({ buyer: ben, listing: scarf, messages: [{ from: ben, text: "Buying it." }] });

  await buyWithCard(ben.page, scarf, "€50.00");

  // Paid: the seller's share (price minus the 5% fee) is pending, nothing can be withdrawn yet.
  await anna.page.goto("/app/wallet");
  await expect(balance(anna.page, "Pending")).toContainText("€47.50");
  await expect(balance(anna.page, "Available")).toContainText("€0.00");
  await givePayoutDetails(anna.page);
  await expect(anna.page.getByRole("button", { name: /^Withdraw/ })).toBeDisabled();

  await openChatAbout(anna, chatId);
  await confirmHandOver(anna.page);
  await openChatAbout(ben, chatId);
  const confirmedAt = Date.now();
  await confirmReceipt(ben.page);

  await anna.page.goto("/app/wallet");
  await expect(balance(anna.page, "Available")).toContainText("€47.50");
  test.info().annotations.push({
    type: "buyer's confirmation to the seller's available balance on screen",
    description: `${Date.now() - confirmedAt} ms`,
  });
  await expect(balance(anna.page, "Pending")).toContainText("€0.00");
  await expect(anna.page.getByRole("link", { name: title }).first()).toBeVisible();

  const withdraw = anna.page.getByRole("button", { name: "Withdraw €47.50" });
  await withdraw.click();
  await expect(anna.page.getByRole("region", { name: "Withdrawals" }).getByText("Paid", { exact: true })).toBeVisible(
    SETTLED,
  );
  await expect(balance(anna.page, "Paid out")).toContainText("€47.50");
  await expect(balance(anna.page, "Available")).toContainText("€0.00");
});

test("a card sale the buyer never confirms releases the seller's money 48 hours after the hand-over", async ({
  seller,
  buyer,
  listing,
  chat,
  baseURL,
}) => {
  test.slow();
  const anna = await seller({ displayName: "Anna Later" });
  const ben = await buyer({ displayName: "Ben Later" });
  const boots = await listing({ seller: anna, priceCents: 2000 });
  const { id: chatId } = await chat({ buyer: ben, listing: boots, messages: [{ from: ben, text: "Mine." }] });
  await buyWithCard(ben.page, boots, "€20.00");
  await openChatAbout(anna, chatId);
  await confirmHandOver(anna.page);
  await expect(salePanel(anna.page)).toContainText("pending until they confirm receipt");

  // The test clock: 48 hours pass and the sale timers run.
  await saleTimersDue(baseURL as string, anna, chatId);
  await expect(salePanel(anna.page)).toContainText("Sale completed.");
  await anna.page.goto("/app/wallet");
  await expect(balance(anna.page, "Available")).toContainText("€19.00");
  await expect(balance(anna.page, "Pending")).toContainText("€0.00");
});
