import type { Page } from "@playwright/test";
import { expect, test, uniqueWord } from "./support/fixtures";
import { buyWithCard } from "./support/sales";

/**
 * Offers: the buyer offers from the product page, the seller counters in the chat, the buyer
 * accepts, pays the agreed price, and the seller's pending balance is that price minus the 5 % fee.
 */

const offers = (page: Page) => page.getByRole("region", { name: "Offers" });
const balance = (page: Page, name: string) =>
  page.getByRole("region", { name: "Balances" }).getByText(name, { exact: true }).locator("..");

test("offer, counter, accept, pay the agreed price: the seller's pending balance is it minus 5 %", async ({
  seller,
  buyer,
  listing,
}) => {
  test.slow();
  const anna = await seller({ displayName: "Anna Offers" });
  const ben = await buyer({ displayName: "Ben Offers" });
  const title = `Linen shirt ${uniqueWord("Shirt")}`;
  const shirt = await listing({ seller: anna, title, priceCents: 5000 });

  // The buyer makes an offer from the product page; the chat opens with the form.
  await ben.page.goto(`/product/${shirt.id}`);
  await ben.page.getByRole("button", { name: "Make an offer" }).click();
  await expect(ben.page).toHaveURL(/\/chat\/[^/?]+\?offer=1$/);
  const chatUrl = new URL(ben.page.url()).pathname;
  await offers(ben.page).getByLabel("Your offer (€)").fill("30");
  await offers(ben.page).getByRole("button", { name: "Send offer" }).click();
  await expect(offers(ben.page).getByText("Offer €30.00 (round 1 of 3)")).toBeVisible();
  await expect(offers(ben.page).getByText(/Open until/)).toBeVisible();

  // The seller counters in the same chat.
  await anna.page.goto(chatUrl);
  await offers(anna.page).getByRole("button", { name: "Counter", exact: true }).click();
  await offers(anna.page).getByLabel("Your counter-offer (€)").fill("40");
  await offers(anna.page).getByRole("button", { name: "Send counter-offer" }).click();
  await expect(offers(anna.page).getByText("Counter-offer €40.00")).toBeVisible();
  // A counter cannot be withdrawn by the seller: no such button on their side.
  await expect(offers(anna.page).getByRole("button", { name: "Withdraw" })).toHaveCount(0);

  // The buyer sees it live and accepts.
  await expect(offers(ben.page).getByText("Counter-offer €40.00")).toBeVisible();
  await offers(ben.page).getByRole("button", { name: "Accept", exact: true }).click();
  await expect(offers(ben.page).getByText(/Agreed price, yours until/)).toBeVisible();

  // Buy Now charges the agreed price.
  await buyWithCard(ben.page, shirt, "€40.00");

  await anna.page.goto("/app/wallet");
  await expect(balance(anna.page, "Pending")).toContainText("€38.00");

  // The seller's item page keeps the offer history.
  await anna.page.goto(`/product/${shirt.id}`);
  const history = anna.page.getByRole("region", { name: "Offers" });
  await expect(history.getByText(/Offer €30\.00 \(round 1 of 3\) by the buyer · Countered/)).toBeVisible();
  await expect(history.getByText(/Counter-offer €40\.00 by the seller · Accepted/)).toBeVisible();
});
