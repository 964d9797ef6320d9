import type { Page } from "@playwright/test";
import { expect, test, uniqueWord } from "./support/fixtures";

/**
 * Failures on the web show in one place each: a page that cannot load shows the error element
 * with a way home, under its shell; a refused change is toasted once with the catalogue's text.
 */

/** Collects what the page logs with console.error. */
function errorLog(page: Page) {
  const lines: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") lines.push(message.text());
  });
  return lines;
}

test("a page whose code cannot be loaded shows the error under the public shell, logs it once, and leads home", async ({
  page,
}) => {
  const logged = errorLog(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // As after a release replaced the page's code while this tab was open.
  await page.route(/\/assets\/about-[\w-]+\.js$/, (route) => route.abort("failed"));
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("An unexpected error occurred. Please try again.")).toBeVisible();
  await expect(page).toHaveTitle("Something went wrong · Kierto");
  // The shell stays: its header and search are still there.
  await expect(page.getByRole("banner").getByRole("search")).toBeVisible();
  expect(logged.filter((line) => line.startsWith("A page failed"))).toHaveLength(1);

  await page.unroute(/\/assets\/about-[\w-]+\.js$/);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
});

test("a signed-in page that cannot be loaded shows the error under the app's shell, with a way back to /app", async ({
  buyer,
}) => {
  const { page } = await buyer();
  const logged = errorLog(page);
  await page.route(/\/assets\/my-items-[\w-]+\.js$/, (route) => route.abort("failed"));
  await page.goto("/app/my-items");

  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
  expect(logged.filter((line) => line.startsWith("A page failed"))).toHaveLength(1);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/app");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
});

test("a refused favourite is toasted once with the screen's title over the catalogue's text, and the heart changes back", async ({
  seller,
  buyer,
  listing,
}) => {
  const word = uniqueWord("Refused");
  const coat = await listing({ seller: await seller(), title: `Linen coat ${word}` });
  const { page } = await buyer();
  const logged = errorLog(page);
  // The server answers with a code and its own English; only the code may reach the screen.
  await page.route(`**/api/products/${coat.id}/favorite`, (route) =>
    route.fulfill({
      status: 409,
      json: { error: { code: "ITEM_SOLD", message: "raw server sentence that must not show" } },
    }),
  );
  await page.goto(`/app/product/${coat.id}`);
  await page.getByRole("button", { name: "Add to favorites" }).click();

  const toast = page.getByRole("listitem").filter({ hasText: "Error updating favorites" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("This item has already been sold.");
  await expect(page.getByRole("button", { name: "Add to favorites" })).toBeVisible();
  await expect(page.getByText("This item has already been sold.")).toHaveCount(1);
  await expect(page.getByText("Error updating favorites")).toHaveCount(1);
  await expect(page.getByText("raw server sentence")).toHaveCount(0);
  expect(logged.filter((line) => line.startsWith("A change failed"))).toHaveLength(1);
});
