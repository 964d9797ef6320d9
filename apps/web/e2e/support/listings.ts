import { fileURLToPath } from "node:url";
import type { Category, Condition } from "@kierto/shared";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { type Language, webTexts } from "./texts";

const photoPath = fileURLToPath(new URL("../fixtures/wool-coat.jpg", import.meta.url));

/**
 * A signed-in seller lists an item through the form with one real photo, as a person of that
 * language fills it in: the price typed as they write it ('25,00', '64.90'), the options picked by
 * their labels in that language. Opens the form unless it is open. Ends on My Items, answering the new item's card there.
 */
export async function listWithPhoto(
  page: Page,
  item: { title: string; price: string; category: Category; size: string; condition: Condition },
  language: Language = "en",
) {
  const t = webTexts[language];
  const form = t.listings.sell;
  if (new URL(page.url()).pathname !== "/app/upload") await page.goto("/app/upload");
  await expect(page.getByRole("heading", { level: 1, name: t.pages.upload.title })).toBeVisible();
  await page.getByLabel(form.title).fill(item.title);
  await page.getByRole("textbox", { name: form.price }).fill(item.price);
  await page.getByLabel(form.category).selectOption({ label: t.options.category[item.category] });
  await page.getByLabel(form.size).selectOption(item.size);
  await page.getByLabel(form.condition).selectOption({ label: t.options.condition[item.condition] });
  await page.locator('input[type="file"]').setInputFiles(photoPath);
  await expect(page.getByRole("img", { name: form.photoAlt(1) })).toBeVisible();
  await page.getByRole("button", { name: form.submit }).click();
  await expect(page.getByText(form.success)).toBeVisible();
  await expect(page).toHaveURL("/app/my-items");
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: item.title }) });
}

/**
 * On the feed (/ or /app), a person searches for `words` and finds exactly the item called
 * `title` (the words include one of the test's own). Answers the results, that one card.
 */
export async function findBySearch(page: Page, words: string, title: string, language: Language = "en") {
  const t = webTexts[language];
  await page.getByRole("searchbox", { name: t.listings.filters.search, exact: true }).fill(words);
  const results = page.locator("#latest-listings ul > li");
  await expect(results).toHaveCount(1);
  await expect(results.getByRole("heading", { name: title })).toBeVisible();
  return results;
}
