import { readFile } from "node:fs/promises";
import { seriousViolations } from "./support/axe";
import { openChatAbout } from "./support/chat";
import { expect, test, uniqueWord } from "./support/fixtures";
import { buyWithCard, confirmReceipt } from "./support/sales";

test("an admin opens the finance page, checks the ledger and downloads a month's postings", async ({ admin }) => {
  const { page } = await admin();
  await page.goto("/admin");
  await page.getByRole("link", { name: "Finance" }).click();
  await expect(page).toHaveURL("/admin/finance");
  await expect(page.getByRole("heading", { level: 1, name: "Finance" })).toBeVisible();
  const figures = page.getByRole("region", { name: "Money on the platform" });
  await expect(figures.getByText("Held for buyers")).toBeVisible();
  await expect(figures.getByText("Commission earned")).toBeVisible();

  const check = page.getByRole("region", { name: "Ledger check" });
  await check.getByRole("button", { name: "Check now" }).click();
  await expect(check.getByRole("status")).toContainText(/no differences/);

  const exporting = page.getByRole("region", { name: "Export postings" });
  const download = page.waitForEvent("download");
  await exporting.getByRole("link", { name: "Download CSV" }).click();
  const file = await (await download).path();
  const csv = await readFile(file, "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "posted_at,entry_id,entry_kind,idempotency_key,sale_id,payout_id,account,owner_id,amount_cents",
  );

  const dac7 = page.getByRole("region", { name: "DAC7 report" });
  await expect(dac7).toContainText("Sellers with 30 or more sales, or more than €2,000.00 for them");
  const thisYear = new Date().getFullYear();
  await dac7.getByLabel("Year").selectOption(String(thisYear));
  await expect(dac7.getByText("No seller crossed a threshold in this year.").or(dac7.getByRole("table"))).toBeVisible();

  // A period that runs backwards offers no download and says why.
  await exporting.getByLabel("From").fill("2026-12-31");
  await exporting.getByLabel("To").fill("2026-01-01");
  await expect(exporting.getByRole("alert")).toBeVisible();
  await expect(exporting.getByRole("link", { name: "Download CSV" })).toHaveCount(0);
});

test("the finance page is for admins only, and has no serious accessibility violation", async ({
  admin,
  moderator,
}) => {
  const mod = await moderator();
  await mod.page.goto("/admin/finance");
  await expect(mod.page).toHaveURL("/app");

  const { page } = await admin();
  await page.goto("/admin/finance");
  await expect(page.getByRole("heading", { name: "Ledger check" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
});

test("an admin refunds a completed card sale: the buyer gets the money back and the seller's released share is taken back", async ({
  admin,
  seller,
  buyer,
  listing,
  chat,
}) => {
  test.setTimeout(180_000);
  const anna = await seller({ displayName: "Anna Refund" });
  const ben = await buyer({ displayName: "Ben Refund" });
  const title = `Linen shirt ${uniqueWord("Shirt")}`;
  const shirt = await listing({ seller: anna, title, priceCents: 3000 });
  const { id: chatId } = await chat({ buyer: ben, listing: shirt, messages: [{ from: ben, text: "Buying it." }] });
  await buyWithCard(ben.page, shirt, "€30.00");
  await openChatAbout(ben, chatId);
  await confirmReceipt(ben.page);

  const balance = (name: string) =>
    anna.page.getByRole("region", { name: "Balances" }).getByText(name, { exact: true }).locator("..");
  await anna.page.goto("/app/wallet");
  await expect(balance("Available")).toContainText("€28.50");

  const { page } = await admin();
  await page.goto("/admin/finance");
  const sales = page.getByRole("region", { name: "Card sales and refunds" });
  await sales.getByLabel("Find by sale id, item or e-mail").fill(title);
  const row = sales.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("In the seller's balance");
  await row.getByRole("button", { name: `Refund ${title}` }).click();

  const dialog = page.getByRole("dialog", { name: `Refund ${title}?` });
  await expect(dialog).toContainText(
    "Ben Refund gets €30.00 back. €28.50 is taken from Anna Refund's available balance.",
  );
  await dialog.getByRole("button", { name: "Refund the buyer" }).click();
  await expect(dialog.getByText("Give the reason for the refund.")).toBeVisible();
  await dialog.getByLabel("Reason").fill("The buyer's bank reported the card as stolen");
  await dialog.getByRole("button", { name: "Refund the buyer" }).click();
  await expect(page.getByText("€30.00 refunded to Ben Refund")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Refunded");
  await expect(row.getByRole("button")).toHaveCount(0);

  await anna.page.reload();
  await expect(balance("Available")).toContainText("€0.00");
  await ben.page.goto("/app/my-items?tab=purchases");
  await expect(ben.page.getByRole("link", { name: new RegExp(title) })).toContainText("Refunded");

  await page.goto("/admin");
  await expect(page.getByText("Refunded a sale").first()).toBeVisible();
});
