import { readFile } from "node:fs/promises";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

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
