import { firstView as en } from "../src/i18n/en/first-view";
import { later as enLater } from "../src/i18n/en/later";
import { firstView as fi } from "../src/i18n/fi/first-view";
import { firstView as sv } from "../src/i18n/sv/first-view";
import { expect, test, uniqueWord } from "./support/fixtures";

/**
 * ADR 0021: the home page's header and hero come in the server's HTML, in the page's language, so
 * a phone paints them before any script has run; the app then takes the page over, and every
 * other page brings the texts the first view leaves out.
 */

const languages = [
  { texts: en, locale: "en-US" },
  { texts: fi, locale: "fi-FI" },
  { texts: sv, locale: "sv-FI" },
];

for (const { texts, locale } of languages) {
  test(`the home page's header and hero paint without scripts, in the browser's language (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, locale, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("#home-hero-title")).toHaveText(texts.listings.home.heroTitle);
    await expect(page.getByText(texts.listings.home.heroBody)).toBeVisible();
    await expect(page.locator("header").getByText(texts.shell.nav.join)).toBeVisible();
    await context.close();
  });
}

test("with scripts the app takes the prerendered page over, and other pages bring their own texts", async ({
  page,
}) => {
  await page.goto("/");
  // The hero's button works: it is the app's, not the inert markup's.
  await page.getByRole("button", { name: en.listings.home.heroSell }).click();
  await expect(page.getByText(en.shell.guestToast.sell)).toBeVisible();
  await expect(page.locator("[inert]")).toHaveCount(0);

  // Log in is a page past the first view: its texts load with it.
  await page.getByRole("banner").getByRole("link", { name: en.shell.nav.logIn }).click();
  await expect(page.getByRole("heading", { name: enLater.auth.signInTitle })).toBeVisible();
});

test("the home page brings its styles in its HTML, and the app runs on it within the Content-Security-Policy", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/");
  // The app has drawn the page over the markup (ADR 0024: it loads once the markup is painted).
  await expect(page.locator("[inert]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: en.listings.home.heroSell })).toBeVisible();
  // Styled by the stylesheet in the page: the header sticks to the top, with no stylesheet downloaded.
  expect(
    await page
      .locator("header")
      .first()
      .evaluate((header) => getComputedStyle(header).position),
  ).toBe("sticky");
  expect(stylesheets).toEqual([]);
  // A toast adds its own style element at run time, which the policy must allow too.
  await page.getByRole("button", { name: en.listings.home.heroSell }).click();
  await expect(page.getByText(en.shell.guestToast.sell)).toBeVisible();
  expect(refused).toEqual([]);
});

test("a product page paints its photo from the HTML, sized for a phone, and the app's gallery takes it over", async ({
  browser,
  baseURL,
  page,
  seller,
  listing,
}) => {
  const coat = await listing({ seller: await seller(), title: `Wool coat ${uniqueWord("Coat")}` });
  // A phone as Lighthouse's mobile run has it: 412 px wide at 1.75 device pixels per CSS pixel.
  const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, ...phone });
  const bare = await context.newPage();
  await bare.goto(`/product/${coat.id}`);
  const photo = bare.locator(`img[alt="${coat.title}"]`);
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The page's width less its margins, where the gallery draws it; the copy fetched is the smallest
  // of its srcset that is sharp at that width (the drawn photos are 600 px wide, so the full copy).
  const box = await photo.boundingBox();
  expect(box?.width).toBe(412 - 32);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-full\.webp$/);
  await context.close();

  await page.goto(`/product/${coat.id}`);
  await expect(page.getByRole("heading", { level: 1, name: coat.title })).toBeVisible();
  await expect(page.locator("[inert]")).toHaveCount(0);
  await expect(page.getByRole("img", { name: coat.title })).toBeVisible();
});
