import { expect, test, uniqueWord } from "./support/fixtures";
import { listWithPhoto } from "./support/listings";
import { webTexts } from "./support/texts";

/**
 * Following a seller (docs/product-rules.md#following-sellers): a buyer follows a seller from the
 * seller's page with the keyboard, the seller lists an item through the form, and the buyer finds
 * it in Following and hears of it in the bell.
 */
const t = webTexts.en;

test("a buyer follows a seller, who lists an item: it is in Following and in the bell", async ({ seller, buyer }) => {
  const anna = await seller({ displayName: `Anna ${uniqueWord("Seller")}` });
  const ben = await buyer();
  const { page } = ben;

  await page.goto(`/user/${anna.id}`);
  await expect(page.getByText(t.follows.followers(0))).toBeVisible();
  const follow = page.getByRole("button", { name: `${t.follows.follow} ${anna.displayName}`, exact: true });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.focus();
  await page.keyboard.press("Enter");
  const following = page.getByRole("button", { name: `${t.follows.following} ${anna.displayName}`, exact: true });
  await expect(following).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(t.follows.followers(1))).toBeVisible();
  // Loaded again, the page still says so: the follow was stored.
  await page.reload();
  await expect(following).toHaveAttribute("aria-pressed", "true");

  const title = `Wool coat ${uniqueWord("Coat")}`;
  await listWithPhoto(anna.page, { title, price: "64.90", category: "Outerwear", size: "M", condition: "Good" });

  await page.goto("/app");
  await page
    .getByRole("navigation", { name: t.shell.mainNav })
    .getByRole("link", { name: t.shell.nav.following, exact: true })
    .click();
  await expect(page).toHaveURL("/app/following");
  await expect(page.getByRole("heading", { level: 1, name: t.follows.pageTitle })).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  // The followers are told by a background job, and the bell hears of it on the live channel.
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const notice = page.getByText(t.notifications.types.new_listing.body(anna.displayName, title, 1));
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await notice.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});
