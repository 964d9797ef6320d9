import type { Page } from "@playwright/test";
import { expect, test, uniqueWord } from "./support/fixtures";
import { webTexts } from "./support/texts";

/**
 * Finding things in Finnish: a search brings its results into view with their count, the order
 * is chosen and kept in the address, the signed-in header searches on a desktop, and a phone has
 * one navigation. Each test searches only its own unique word, so others' listings never show.
 */

const t = webTexts.fi;
const feed = t.listings.feed;
const feedCards = (page: Page) => page.locator("#latest-listings ul > li");
const resultsHeading = (page: Page) => page.locator("#latest-listings-heading");

test("a Finnish search shows its count and results in view, and a price order survives a reload", async ({
  guest,
  seller,
  listing,
}) => {
  const word = uniqueWord("Takki");
  const anna = await seller();
  for (const [name, priceCents] of [
    ["kallis", 8900],
    ["halpa", 1200],
    ["keski", 4500],
  ] as const) {
    await listing({ seller: anna, title: `${word} ${name}`, priceCents, category: "Outerwear", photos: 0 });
  }
  const page = await guest("fi");
  await page.goto("/");
  const search = page.getByRole("searchbox", { name: t.listings.filters.search, exact: true });
  await search.fill(word.toLowerCase());
  await search.press("Enter");

  await expect(resultsHeading(page)).toBeFocused();
  await expect(resultsHeading(page)).toBeInViewport();
  await expect(page.getByTestId("result-count")).toHaveText(feed.count(3, false));
  await expect(feedCards(page)).toHaveCount(3);

  const sort = page.getByRole("combobox", { name: feed.sort.label });
  await sort.selectOption({ label: feed.sort.price_asc });
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  const titles = feedCards(page).getByRole("heading");
  await expect(titles).toHaveText([`${word} halpa`, `${word} keski`, `${word} kallis`]);

  await page.reload();
  await expect(sort).toHaveValue("price_asc");
  await expect(titles).toHaveText([`${word} halpa`, `${word} keski`, `${word} kallis`]);
  await sort.selectOption({ label: feed.sort.price_desc });
  await expect(titles).toHaveText([`${word} kallis`, `${word} keski`, `${word} halpa`]);
  // The count does not change with the order.
  await expect(page.getByTestId("result-count")).toHaveText(feed.count(3, false));
});

test("'takki' lists coats before a coat rack that only has the word in its title", async ({
  guest,
  seller,
  listing,
}) => {
  const word = uniqueWord("Sana");
  const anna = await seller();
  await listing({ seller: anna, title: `Villakangas ${word}`, category: "Outerwear", photos: 0 });
  // Newer, but an accessory whose title merely holds the word.
  await listing({ seller: anna, title: `Takkiteline takki ${word}`, category: "Accessories", photos: 0 });
  const page = await guest("fi");
  await page.goto(`/?search=${encodeURIComponent(`takki ${word}`)}`);
  await expect(feedCards(page).getByRole("heading")).toHaveText([`Villakangas ${word}`, `Takkiteline takki ${word}`]);
  await expect(page.getByTestId("result-count")).toHaveText(feed.count(2, false));
});

test("a category tile takes keyboard focus to its results", async ({ guest }) => {
  const page = await guest("fi");
  await page.goto("/");
  await page
    .getByRole("navigation", { name: t.listings.tiles.heading })
    .getByRole("link", { name: new RegExp(t.options.category.Shoes) })
    .click();
  await expect(page).toHaveURL(/[?&]category=Shoes/);
  await expect(resultsHeading(page)).toBeFocused();
  await expect(resultsHeading(page)).toBeInViewport();
  await expect(page.getByTestId("result-count")).not.toBeEmpty();
});

test("the signed-in desktop header searches, with the results in view", async ({ seller, buyer, listing }) => {
  const word = uniqueWord("Mekko");
  await listing({ seller: await seller(), title: `${word} kesä`, category: "Dresses", photos: 0 });
  const { page } = await buyer({ language: "fi" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/app/favorites");
  const headerSearch = page.getByRole("banner").getByRole("searchbox", { name: t.shell.searchLabel });
  await headerSearch.fill(word);
  await headerSearch.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/app\\?search=${word}`));
  await expect(resultsHeading(page)).toBeFocused();
  await expect(feedCards(page)).toHaveCount(1);
  await expect(page.getByTestId("result-count")).toHaveText(feed.count(1, false));
});

test("a signed-in phone has one navigation, with the other pages in the header's menu", async ({ buyer }) => {
  const { page } = await buyer({ language: "fi" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/app");
  await expect(page.getByRole("navigation", { name: t.shell.mobileNav })).toBeVisible();
  await expect(page.getByRole("navigation", { name: t.shell.mainNav })).toBeHidden();
  await page.getByRole("button", { name: t.shell.moreLinks }).click();
  await page.getByRole("menuitem", { name: t.wallet.nav }).click();
  await expect(page).toHaveURL("/app/wallet");
});

test("an address with no page answers 404 and shows the not-found page in Finnish", async ({ guest }) => {
  const page = await guest("fi");
  const response = await page.goto("/ei-tallaista-sivua");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: t.pages.notFound.title })).toBeVisible();
  expect((await page.goto("/about"))?.status()).toBe(200);
});

test("signing out of all devices asks first, in Finnish", async ({ buyer }) => {
  const { page } = await buyer({ language: "fi" });
  const devices = t.account.devices;
  await page.goto("/app/settings");
  await page.getByRole("button", { name: devices.signOutAll, exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: devices.signOutAllTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: t.common.cancel }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page).toHaveURL("/app/settings");

  await page.getByRole("button", { name: devices.signOutAll, exact: true }).click();
  await dialog.getByRole("button", { name: devices.signOutAll, exact: true }).click();
  await expect(page).not.toHaveURL(/\/app\/settings/);
  await page.goto("/app/settings");
  await expect(page).toHaveURL(/\/auth/);
});

test("a toast sits below the header however tall it is, on a desktop with two rows of links and on a phone", async ({
  buyer,
}) => {
  const { page } = await buyer({ language: "fi" });
  const saveProfileAndSeeToast = async (city: string) => {
    await page.getByRole("button", { name: t.profile.edit }).click();
    await page.getByLabel(t.profile.city).fill(city);
    await page.getByRole("button", { name: t.common.save, exact: true }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: t.profile.updated });
    await expect(toast).toBeVisible();
    // Sonner slides the toast in: its place counts once it has settled.
    await expect(toast).toHaveAttribute("data-mounted", "true");
    await page.waitForTimeout(500);
    const header = await page.getByRole("banner").boundingBox();
    const box = await toast.boundingBox();
    expect(header && box, "the header and the toast are on screen").toBeTruthy();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await toast.getByRole("button", { name: t.common.toasts.close }).click();
  };

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/app/profile");
  // The Finnish links take a second row under the search on a desktop.
  expect((await page.getByRole("banner").boundingBox())?.height ?? 0).toBeGreaterThan(80);
  await saveProfileAndSeeToast("Tampere");

  await page.setViewportSize({ width: 390, height: 844 });
  await saveProfileAndSeeToast("Oulu");
});
