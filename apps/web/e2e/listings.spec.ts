import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { expect, test, uniqueWord } from "./support/fixtures";

/**
 * Listings in the browser: selling with a real photo, browsing with filters kept in the URL,
 * favourites, My Items and the owner's view. Each test makes its own sellers and listings, and a
 * search or count looks only for its own words, so tests neither depend on nor disturb each other.
 */

const photoPath = fileURLToPath(new URL("./fixtures/wool-coat.jpg", import.meta.url));

const feedCards = (page: Page) => page.locator("#latest-listings ul > li");

test("a seller lists an item with a real JPEG photo and sees it in My Items", async ({ seller }) => {
  const { page } = await seller();
  const title = `Wool coat ${uniqueWord("Kt")}`;
  await page.goto("/app/upload");
  await expect(page.getByRole("heading", { name: "List Your Item" })).toBeVisible();

  const listItemButton = page.getByRole("button", { name: "List Item" });
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: /Price/ }).fill("64.90");
  await page.getByLabel("Category").selectOption("Outerwear");
  await page.getByLabel("Size").selectOption("M");
  // docs/product-rules.md#listings: without a photo the listing can't be published yet.
  await expect(listItemButton).toBeDisabled();

  await page.locator('input[type="file"]').setInputFiles(photoPath);
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible();
  await expect(listItemButton).toBeEnabled();
  await listItemButton.click();

  await expect(page.getByText("Item listed successfully!")).toBeVisible();
  await expect(page).toHaveURL("/app/my-items");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText("€64.90")).toBeVisible();
  // The photo went through the server's pipeline: the card shows its WebP card size.
  await expect(card.getByRole("img", { name: title })).toHaveAttribute("src", /\/media\/photos\/.+-card\.webp$/);
  await expect(page.getByRole("tab", { name: /Active/ })).toContainText("1");
});

test("a seller offers shipping with a parcel size, and buyers see the postage on the page and the card", async ({
  seller,
}) => {
  const { page } = await seller();
  const title = `Rain jacket ${uniqueWord("Kt")}`;
  await page.goto("/app/upload");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: /Price/ }).fill("30");
  await page.getByLabel("Category").selectOption("Outerwear");
  await page.getByLabel(/^Size/).selectOption("M");
  await page.locator('input[type="file"]').setInputFiles(photoPath);
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible();

  // Hand delivery asks for no parcel; shipping, alone or beside it, does.
  await expect(page.getByLabel(/Parcel size/)).toHaveCount(0);
  await page.getByRole("radio", { name: "Shipping or hand delivery" }).check();
  await page.getByRole("button", { name: "List Item" }).click();
  await expect(page.getByText("Please choose the parcel size for shipping.")).toBeVisible();
  await page.getByLabel(/Parcel size/).selectOption("medium");
  await page.getByRole("button", { name: "List Item" }).click();
  await expect(page).toHaveURL("/app/my-items");

  await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title }) })
    .click();
  await expect(page.getByText("Shipping from €5.99")).toBeVisible();
  await page.goto(`/?search=${encodeURIComponent(title)}`);
  const card = feedCards(page).filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText("Shipping from €5.99")).toBeVisible();
});

test("a seller saves a draft without a photo, then finishes and publishes it", async ({ seller }) => {
  const { page } = await seller();
  const title = `Linen shirt ${uniqueWord("Dr")}`;
  await page.goto("/app/upload");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: /Price/ }).fill("18");
  await page.getByLabel("Category").selectOption("Tops");
  await page.getByLabel("Size").selectOption("L");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("Draft saved")).toBeVisible();
  await expect(page).toHaveURL("/app/my-items");

  await page.getByRole("tab", { name: /Drafts/ }).click();
  await expect(page).toHaveURL("/app/my-items?tab=drafts");
  await page.getByRole("link", { name: `Edit: ${title}` }).click();
  await expect(page).toHaveURL(/\/app\/upload\?edit=/);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.locator('input[type="file"]').setInputFiles(photoPath);
  await page.getByRole("button", { name: "List Item" }).click();
  await expect(page.getByText("Item listed successfully!")).toBeVisible();

  await page.getByRole("tab", { name: /Active/ }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
});

test("a guest finds a new listing by search and by a filter, and opens it", async ({ page, seller, listing: list }) => {
  const word = uniqueWord("Tunic");
  const brand = uniqueWord("Brand");
  const listing = await list({
    seller: await seller(),
    title: `Striped ${word} dress`,
    priceCents: 2750,
    category: "Dresses",
    size: "38",
    brand,
    city: "Tampere",
  });

  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill(word.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`[?&]search=${word.toLowerCase()}`));
  await expect(feedCards(page)).toHaveCount(1);
  await expect(page.getByRole("heading", { name: listing.title })).toBeVisible();

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL("/");
  await page.getByRole("combobox", { name: "Brand" }).fill(brand.slice(2));
  await page.getByRole("combobox", { name: "Category" }).selectOption("Dresses");
  await expect(page).toHaveURL(/category=Dresses/);
  await expect(page).toHaveURL(/brand=/);
  await expect(feedCards(page)).toHaveCount(1);

  await page.getByRole("heading", { name: listing.title }).click();
  await expect(page).toHaveURL(`/product/${listing.id}`);
  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByText("€27.50").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Buy Now" })).toHaveAttribute("href", `/checkout/${listing.id}`);

  // Guests are asked to log in instead of messaging or saving.
  await page.getByRole("button", { name: "Log in to Save Favorites" }).click();
  await expect(page.getByText("Log in required")).toBeVisible();
  await page.getByRole("button", { name: "Log in to Message Seller" }).click();
  await expect(page.getByText("Please log in to message the seller")).toBeVisible();
});

test("filters survive a reload and back/forward, and only non-default values are written", async ({ page }) => {
  // The page's clock is ours, so two arrow steps are one change of mind however busy the machine is.
  await page.clock.install();
  await page.goto("/");
  const category = page.getByRole("combobox", { name: "Category" });
  const size = page.getByRole("combobox", { name: "Size" });

  await category.selectOption("Dresses");
  await expect(page).toHaveURL("/?category=Dresses");
  await size.selectOption("38");
  await expect(page).toHaveURL("/?category=Dresses&size=38");

  await page.getByRole("button", { name: "Price" }).click();
  const minimum = page.getByRole("slider", { name: "Minimum price" });
  await minimum.focus();
  // Both steps land before the filter's short wait ends: one history entry.
  await page.clock.pauseAt(Date.now() + 60_000);
  await minimum.press("ArrowRight");
  await minimum.press("ArrowRight");
  await page.clock.resume();
  await expect(page).toHaveURL("/?category=Dresses&size=38&minPrice=20");
  // The maximum still sits at 1000, which means "no bound" and is not written.
  await page.keyboard.press("Escape");

  await page.reload();
  await expect(category).toHaveValue("Dresses");
  await expect(size).toHaveValue("38");
  await expect(page.getByRole("button", { name: "Price: From €20" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL("/?category=Dresses&size=38");
  await expect(size).toHaveValue("38");
  await page.goBack();
  await expect(page).toHaveURL("/?category=Dresses");
  await expect(size).toHaveValue("");
  await expect(category).toHaveValue("Dresses");
  await page.goForward();
  await expect(size).toHaveValue("38");
});

test("category tiles push ?category=, and 'View all' clears the category and keeps the rest", async ({ page }) => {
  await page.goto("/?category=Dresses&size=38");
  await page.getByRole("link", { name: "Shoes", exact: true }).click();
  await expect(page).toHaveURL("/?category=Shoes&size=38");
  await page.getByRole("link", { name: "View all" }).click();
  await expect(page).toHaveURL("/?size=38");
  await page.getByRole("link", { name: /^Like New/ }).click();
  await expect(page).toHaveURL("/?size=38&condition=Like+New");
  await expect(page.getByRole("combobox", { name: "Condition" })).toHaveValue("Like New");
});

test("'Load More Items' appends the next page of the feed", async ({ page, seller, listing }) => {
  // A page is 20 listings: 45 of this test's own fill two pages and part of a third.
  const anna = await seller();
  const word = uniqueWord("Page");
  for (let i = 0; i < 45; i++) await listing({ seller: anna, title: `Knit ${word} ${i}`, photos: 0 });

  await page.goto(`/?search=${word}`);
  await expect(feedCards(page)).toHaveCount(20);
  await page.getByRole("button", { name: "Load More Items" }).click();
  await expect(feedCards(page)).toHaveCount(40);
  const links = await feedCards(page)
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  expect(new Set(links).size).toBe(40);
});

test("a guest who taps a card's heart on the home feed or a seller's page is asked to log in", async ({
  page,
  seller,
  listing: list,
}) => {
  const word = uniqueWord("Beret");
  const anna = await seller({ displayName: "Heart Seller" });
  const listing = await list({ seller: anna, title: `Wool ${word}`, category: "Accessories", size: "M" });

  for (const path of [`/?search=${word}`, `/user/${anna.id}`]) {
    await page.goto(path);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: listing.title }) });
    await card.getByRole("button", { name: "Add to favorites" }).click();
    await expect(page.getByText("Log in required")).toBeVisible();
    await expect(page.getByText("Please log in to save favorites")).toBeVisible();
    await expect(card.getByRole("button", { name: "Add to favorites" })).toBeVisible();
  }
});

test("a buyer favourites and unfavourites an item, with toasts and the Favorites page", async ({
  seller,
  buyer,
  listing: list,
}) => {
  const word = uniqueWord("Scarf");
  const anna = await seller({ displayName: "Test Seller" });
  const listing = await list({
    seller: anna,
    title: `Merino ${word}`,
    priceCents: 1400,
    category: "Accessories",
    size: "M",
  });
  const { page } = await buyer();
  await page.goto(`/app?search=${word}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: listing.title }) });
  await card.getByRole("button", { name: "Add to favorites" }).click();
  await expect(page.getByText("Added to favorites")).toBeVisible();
  await expect(card.getByRole("button", { name: "Remove from favorites" })).toBeVisible();

  await page.goto("/app/favorites");
  const saved = page.getByRole("article").filter({ has: page.getByRole("heading", { name: listing.title }) });
  await expect(saved).toBeVisible();
  await expect(saved.getByText("Accessories")).toBeVisible();
  await expect(saved.getByText("by Test Seller")).toBeVisible();
  await saved.getByRole("button", { name: `Remove from favorites: ${listing.title}` }).click();
  await expect(page.getByText("Removed from favorites")).toBeVisible();
  await expect(saved).toHaveCount(0);

  // The product page's button toggles the same favourite.
  await page.goto(`/app/product/${listing.id}`);
  await page.getByRole("button", { name: "Add to favorites" }).click();
  await expect(page.getByText("Added to favorites")).toBeVisible();
  await page.getByRole("button", { name: "Remove from favorites" }).click();
  await expect(page.getByText("Removed from favorites")).toBeVisible();
  await page.goto("/app/favorites");
  await expect(page.getByRole("heading", { name: listing.title })).toHaveCount(0);
});

test("a seller deletes a listing from My Items after confirming", async ({ seller, listing: list }) => {
  const anna = await seller();
  const listing = await list({
    seller: anna,
    title: `Rain boots ${uniqueWord("Del")}`,
    priceCents: 2200,
    category: "Shoes",
    size: "38",
  });
  const { page } = anna;
  await page.goto("/app/my-items");
  await expect(page.getByRole("heading", { name: listing.title })).toBeVisible();

  await page.getByRole("button", { name: `Delete: ${listing.title}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this listing?" });
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByRole("heading", { name: listing.title })).toBeVisible();

  await page.getByRole("button", { name: `Delete: ${listing.title}` }).click();
  await dialog.getByRole("button", { name: "Delete listing" }).click();
  await expect(page.getByText("Item deleted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: listing.title })).toHaveCount(0);

  await page.goto(`/product/${listing.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "This listing has been deleted" })).toBeVisible();
});

test("the owner's product page hides Buy and Message and offers Edit and Delete", async ({ seller, listing: list }) => {
  const anna = await seller();
  const listing = await list({
    seller: anna,
    title: `Denim jacket ${uniqueWord("Own")}`,
    priceCents: 4000,
    category: "Outerwear",
    size: "S",
  });
  const { page } = anna;
  await page.goto(`/app/product/${listing.id}`);
  await expect(page.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByText("This is your listing")).toBeVisible();
  await expect(page.getByRole("link", { name: "Buy Now" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Message Seller/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add to favorites" })).toBeDisabled();

  // A live listing's price, description and photos can change; the price shows at once.
  await page.getByRole("link", { name: "Edit listing" }).click();
  await expect(page).toHaveURL(`/app/upload?edit=${listing.id}`);
  await page.getByRole("textbox", { name: /Price/ }).fill("35");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect(page).toHaveURL(`/app/product/${listing.id}`);
  await expect(page.getByText("€35.00").first()).toBeVisible();
});

test("a seller corrects the size and category of a live listing; a buyer who favourited it still has it, marked edited", async ({
  seller,
  buyer,
  listing: list,
}) => {
  const anna = await seller();
  const listing = await list({
    seller: anna,
    title: `Kids' winter jacket ${uniqueWord("Fix")}`,
    category: "Tops",
    size: "S",
  });
  const ben = await buyer();
  await ben.page.goto(`/product/${listing.id}`);
  await ben.page.getByRole("button", { name: "Add to favorites" }).click();
  await expect(ben.page.getByRole("button", { name: "Remove from favorites" })).toBeVisible();

  const { page } = anna;
  await page.goto(`/app/upload?edit=${listing.id}`);
  await expect(page.getByText("This listing is live. You can correct any detail")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save as draft" })).toHaveCount(0);
  await page.getByLabel("Category *").selectOption("Outerwear");
  await page.getByLabel("Size *").selectOption("M");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect(page).toHaveURL(`/app/product/${listing.id}`);

  await ben.page.goto("/app/favorites");
  await ben.page
    .getByRole("link", { name: new RegExp(listing.title) })
    .first()
    .click();
  await expect(ben.page.getByText(/^Edited /)).toBeVisible();
  await expect(ben.page.getByText("Size M").first()).toBeVisible();
  await expect(ben.page.getByRole("link", { name: "Outerwear" })).toBeVisible();
});

test("a missing product shows 'Product not found'", async ({ page }) => {
  await page.goto("/product/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
});

test.describe("accessibility of the listing pages (no serious or critical axe violation)", () => {
  test("home with filters applied", async ({ page, seller, listing }) => {
    // A listing of the test's own, so the filtered feed has a card whatever else runs.
    const word = uniqueWord("Axe");
    await listing({ seller: await seller(), title: `Cotton top ${word}`, category: "Tops", priceCents: 2500 });
    await page.goto(`/?category=Tops&minPrice=10&search=${word}`);
    await expect(feedCards(page)).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a product page", async ({ page, seller, listing }) => {
    const { id } = await listing({ seller: await seller(), photos: 3 });
    await page.goto(`/product/${id}`);
    await expect(page.getByRole("link", { name: "Buy Now" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("upload with a photo chosen, and My Items", async ({ seller, listing }) => {
    const anna = await seller();
    await listing({ seller: anna });
    const { page } = anna;
    await page.goto("/app/upload");
    await page.locator('input[type="file"]').setInputFiles(photoPath);
    await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/app/my-items");
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
