import { expect, test, uniqueWord } from "./support/fixtures";
import { buyWithCard, openCheckout } from "./support/sales";
import { webTexts } from "./support/texts";

/**
 * Buying on a phone: the price, Buy Now and Message stay in view while the buyer scrolls the
 * photos and details; a signed-in buyer keeps their own header through checkout and payment; My
 * Items opened on its Purchases tab shows that tab, though the row of tabs is wider than the phone.
 */

const PHONE = { width: 390, height: 844 };
const t = webTexts.en;

test("at 390 px the product page's action bar stays in view while scrolling, above the tab bar", async ({
  seller,
  buyer,
  listing,
}) => {
  const sara = await seller({ displayName: "Sara Sticky" });
  const coat = await listing({
    seller: sara,
    title: `Long wool coat ${uniqueWord("Coat")}`,
    priceCents: 8900,
    photos: 3,
    description: "Warm and long. ".repeat(80),
  });
  const ben = await buyer();
  const page = ben.page;
  await page.setViewportSize(PHONE);
  await page.goto(`/product/${coat.id}`);

  const bar = page.getByRole("region", { name: t.listings.product.actionBar });
  const buyNow = bar.getByRole("link", { name: t.listings.product.buyNow, exact: true });
  await expect(bar).toContainText("€89.00");
  await expect(buyNow).toBeInViewport();
  await page.mouse.wheel(0, 4000);
  await expect(page.getByRole("heading", { name: t.listings.product.description })).not.toBeInViewport();
  await expect(buyNow).toBeInViewport();
  await expect(bar.getByRole("button", { name: t.listings.product.messageSeller, exact: true })).toBeInViewport();

  // The bar sits above the bottom navigation, never over it.
  const barBox = await bar.boundingBox();
  const tabsBox = await page.getByRole("navigation", { name: t.shell.mobileNav }).boundingBox();
  expect(barBox && tabsBox && barBox.y + barBox.height <= tabsBox.y + 1).toBe(true);

  await buyNow.click();
  await expect(page).toHaveURL(`/checkout/${coat.id}`);
});

test("at desktop width the actions stay in the page and no bar shows", async ({ seller, buyer, listing }) => {
  const item = await listing({ seller: await seller() });
  const page = (await buyer()).page;
  await page.goto(`/product/${item.id}`);
  await expect(page.getByRole("link", { name: t.listings.product.buyNow, exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: t.listings.product.actionBar })).toBeHidden();
});

test("a signed-in buyer keeps their header, with Messages, through checkout and payment success", async ({
  seller,
  buyer,
  listing,
}) => {
  const item = await listing({ seller: await seller(), priceCents: 2500 });
  const page = (await buyer()).page;
  const messages = page.getByRole("banner").getByRole("link", { name: t.shell.nav.messages, exact: true });

  await openCheckout(page, item);
  await expect(messages).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: t.shell.nav.logIn })).toHaveCount(0);

  await page.goto(`/product/${item.id}`);
  await buyWithCard(page, item, "€25.00");
  await expect(messages).toBeVisible();
});

test("a guest's checkout keeps the guest header", async ({ seller, listing, guest }) => {
  const item = await listing({ seller: await seller() });
  const page = await guest();
  await page.goto(`/checkout/${item.id}`);
  await expect(page.getByRole("banner").getByRole("link", { name: t.shell.nav.logIn, exact: true })).toBeVisible();
});

test("My Items opened on Purchases at 390 px shows that tab, scrolled into the row", async ({ buyer }) => {
  const page = (await buyer()).page;
  await page.setViewportSize(PHONE);
  await page.goto("/app/my-items?tab=purchases");
  const purchases = page.getByRole("tab", { name: new RegExp(`^${t.myItems.tabs.purchases}`) });
  await expect(purchases).toHaveAttribute("aria-selected", "true");
  // Its last pixel row overlaps the row's border on purpose (the underline), so "all but a sliver".
  await expect(purchases).toBeInViewport({ ratio: 0.95 });
});
