import { expect, test } from "./support/fixtures";
import { webTexts } from "./support/texts";

/**
 * A public page's address in each language (ADR 0062): /fi/product/{id} is the listing in Finnish
 * whatever the browser reads, the switcher moves to the same page's address in another language,
 * and an address without a language keeps working in the browser's own.
 */

test("the switcher moves a listing's Finnish address to its Swedish one", async ({ guest, seller, listing }) => {
  const anna = await seller();
  const coat = await listing({ seller: anna, title: "Villakangastakki" });
  const page = await guest("en");

  await page.goto(`/fi/product/${coat.id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await expect(page.getByRole("heading", { level: 1, name: "Villakangastakki" })).toBeVisible();
  await expect(page.getByRole("link", { name: webTexts.fi.auth.signIn, exact: true }).first()).toBeVisible();
  // Each language's address, and the one whose language the browser chooses.
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(4);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/fi/product/${coat.id}$`),
  );

  await page.getByRole("contentinfo").getByLabel(webTexts.fi.shell.language).selectOption("sv");
  await expect(page).toHaveURL(new RegExp(`/sv/product/${coat.id}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("heading", { level: 1, name: "Villakangastakki" })).toBeVisible();
  await expect(page.getByRole("link", { name: webTexts.sv.auth.signIn, exact: true }).first()).toBeVisible();
});

test("an old address without a language still opens the page, in the browser's language", async ({
  guest,
  seller,
  listing,
}) => {
  const anna = await seller();
  const coat = await listing({ seller: anna, title: "Ullkappa" });
  const page = await guest("sv");

  const response = await page.goto(`/product/${coat.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("heading", { level: 1, name: "Ullkappa" })).toBeVisible();
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/product/${coat.id}$`));

  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
