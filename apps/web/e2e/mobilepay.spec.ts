import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { openPaymentPage } from "./support/sales";
import { paymentTexts } from "./support/texts";

const t = paymentTexts("en").mobilePay;

test("a buyer pays with MobilePay: the number, the approval in the app, and Payment Successful", async ({
  seller,
  buyer,
  listing,
}) => {
  const shirt = await listing({ seller: await seller({ displayName: "Mia Mobile" }), priceCents: 2450 });
  const { page } = await buyer();
  await openPaymentPage(page, shirt, "€24.50");

  const mobilePay = page.getByRole("region", { name: t.heading });
  await mobilePay.getByLabel(t.phone).fill("09 123 4567");
  await mobilePay.getByRole("button", { name: t.continue }).click();
  await expect(page.getByText(t.errors.phoneInvalid)).toBeVisible();
  await expect(page.getByLabel(t.phone)).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(t.phone).fill("040 123 4567");
  await page.getByRole("button", { name: t.continue }).click();
  await expect(page.getByRole("heading", { name: t.approveTitle })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(t.sentTo("+358 40 123 4567"));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: t.approve("€24.50") }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Order summary" })).toContainText("Mia Mobile");
});

test("a payment rejected in MobilePay takes no money and the item is for sale again", async ({
  seller,
  buyer,
  listing,
}) => {
  const shirt = await listing({ seller: await seller(), priceCents: 1800 });
  const ben = await buyer();
  await openPaymentPage(ben.page, shirt, "€18.00");
  await ben.page.getByLabel(t.phone).fill("+358 40 000 0002");
  await ben.page.getByRole("button", { name: t.continue }).click();
  await ben.page.getByRole("button", { name: t.approve("€18.00") }).click();
  await expect(ben.page.getByRole("alert")).toHaveText(t.rejected);

  const other = await buyer();
  await other.page.goto(`/checkout/${shirt.id}`);
  await expect(other.page.getByRole("button", { name: "Purchase for €18.00" })).toBeEnabled();
});
