import type { Page } from "@playwright/test";
import type { Messages } from "../src/i18n/messages";
import { seriousViolations } from "./support/axe";
import { openChatAbout } from "./support/chat";
import { expect, test } from "./support/fixtures";
import { openCheckout, openPaymentPage } from "./support/sales";
import { type Language, webTexts } from "./support/texts";

for (const path of ["/", "/auth", "/no/such/page"]) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the signed-in shell has no serious accessibility violation", async ({ buyer }) => {
  const { page } = await buyer();
  await page.goto("/app");
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * The main screens in Finnish and Swedish (issue 14): longer words and other labels must not
 * break a name, a contrast or a layout that English passes. Each screen is opened by a
 * signed-in buyer reading that language, with a listing and a chat of the test's own, and waits
 * for a text of that language before axe reads it.
 */
const screens: Record<
  string,
  (
    page: Page,
    t: Messages,
    language: Language,
    data: { listingId: string; chatId: string; sellerId: string },
  ) => Promise<void>
> = {
  home: async (page, t) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: t.listings.feed.heading })).toBeVisible();
  },
  product: async (page, t, _language, { listingId }) => {
    await page.goto(`/product/${listingId}`);
    await expect(page.getByRole("link", { name: t.listings.product.buyNow })).toBeVisible();
  },
  "seller page": async (page, t, _language, { sellerId }) => {
    await page.goto(`/user/${sellerId}`);
    await expect(page.getByRole("button", { name: new RegExp(`^${t.follows.follow} `) })).toBeVisible();
  },
  following: async (page, t) => {
    await page.goto("/app/following");
    await expect(page.getByRole("heading", { level: 1, name: t.follows.pageTitle })).toBeVisible();
  },
  "new listing form": async (page, t) => {
    await page.goto("/app/upload");
    await expect(page.getByRole("heading", { level: 1, name: t.pages.upload.title })).toBeVisible();
  },
  chat: async (page, _t, language, { chatId }) => {
    await openChatAbout({ page }, chatId, language);
  },
  checkout: async (page, t, language, { listingId }) => {
    await openCheckout(page, { id: listingId }, language);
    await expect(page.getByRole("heading", { level: 1, name: t.pages.checkout.title })).toBeVisible();
  },
  "payment page": async (page, _t, language, { listingId }) => {
    await openPaymentPage(page, { id: listingId }, "25,00 €", language);
  },
  profile: async (page, t) => {
    await page.goto("/app/profile");
    await expect(page.getByRole("tablist", { name: t.pages.profile.tabsLabel })).toBeVisible();
  },
  settings: async (page, t) => {
    await page.goto("/app/settings");
    await expect(page.getByRole("heading", { level: 1, name: t.pages.settings.title })).toBeVisible();
  },
};

for (const language of ["fi", "sv"] as const) {
  for (const [screen, open] of Object.entries(screens)) {
    test(`${screen} in ${language === "fi" ? "Finnish" : "Swedish"} has no serious accessibility violation`, async ({
      seller,
      buyer,
      listing,
      chat,
    }) => {
      const t = webTexts[language];
      const anna = await seller({ language });
      const coat = await listing({ seller: anna, priceCents: 2500 });
      const ben = await buyer({ language });
      const { id: chatId } = await chat({ buyer: ben, listing: coat, messages: [{ from: ben, text: "Hei! Hej!" }] });
      await open(ben.page, t, language, { listingId: coat.id, chatId, sellerId: anna.id });
      await expect(ben.page.locator("html")).toHaveAttribute("lang", language);
      await ben.page.waitForLoadState("networkidle");
      expect(await seriousViolations(ben.page)).toEqual([]);
    });
  }
}
