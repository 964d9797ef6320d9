import { seriousViolations } from "./support/axe";
import { expect, test, uniqueWord } from "./support/fixtures";
import { listWithPhoto } from "./support/listings";
import { fakePushDevice } from "./support/push";
import { webTexts } from "./support/texts";

/**
 * Saved searches (docs/product-rules.md#saved-searches): a shopper saves a search for a word and
 * a size, a seller lists a matching item, and the shopper hears of it in the bell, by mail and
 * by push (offered right after the first save);
 * the mail's one-click unsubscribe stops the mail, and the next hour's match is in the bell only.
 */
const t = webTexts.en;

interface Mail {
  subject: string;
  headers: Record<string, string>;
}

async function outbox(baseURL: string | undefined, email: string): Promise<Mail[]> {
  return (await (await fetch(`${baseURL}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as Mail[];
}

test("a saved search tells of a matching listing in the bell, by mail and by push, until the mail's one-click unsubscribe", async ({
  seller,
  buyer,
  baseURL,
}) => {
  test.slow();
  const sara = await seller({ displayName: `Sara ${uniqueWord("Seller")}` });
  const olli = await buyer();
  const { page } = olli;
  const push = await fakePushDevice(olli.context, baseURL);
  try {
    const word = uniqueWord("kaulahuivi").toLowerCase();

    await page.goto(`/app?search=${word}&size=M`);
    await page.getByRole("button", { name: t.listings.saveSearch.button, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: t.listings.saveSearch.title });
    const name = dialog.getByLabel(t.listings.saveSearch.name);
    await expect(name).toHaveValue(`"${word}", size M`);
    await name.fill(`Scarves ${word}`);
    await dialog.getByRole("button", { name: t.listings.saveSearch.save, exact: true }).click();
    await expect(page.getByText(t.listings.saveSearch.saved, { exact: true })).toBeVisible();
    // The first saved search is the moment to offer push for its matches.
    const offer = page.getByRole("region", { name: t.notifications.push.offer.label });
    await expect(offer.getByRole("status")).toHaveText(t.notifications.push.offer.saved_search);
    const subscribed = page.waitForResponse(
      (response) => response.url().endsWith("/api/push/subscriptions") && response.request().method() === "PUT",
    );
    await push.allow();
    await offer.getByRole("button", { name: t.notifications.push.offer.turnOn }).click();
    expect((await subscribed).ok()).toBe(true);

    const first = `Silk ${word} scarf`;
    await listWithPhoto(sara.page, {
      title: first,
      price: "25",
      category: "Accessories",
      size: "M",
      condition: "Good",
    });

    // The matching job tells the bell on the live channel.
    await page.getByRole("button", { name: /^Notifications/ }).click();
    const firstNotice = page.getByText(t.notifications.types.saved_search_match.body(`Scarves ${word}`, first, 1));
    await expect(firstNotice).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press("Escape");
    const [pushed] = await push.received(1);
    expect(pushed).toMatchObject({
      title: "New matches for your saved search",
      url: expect.stringMatching(/^\/app\/saved-searches\/[0-9a-f-]{36}$/),
    });

    await expect.poll(async () => (await outbox(baseURL, olli.email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await outbox(baseURL, olli.email);
    expect(mail?.subject).toBe(`New on Kierto for your search "Scarves ${word}"`);
    expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = new URL(mail?.headers["List-Unsubscribe"]?.slice(1, -1) ?? "");
    const done = await fetch(`${baseURL}${unsubscribe.pathname}${unsubscribe.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);

    // An hour later another match: a new notification, and no mail.
    const aged = await fetch(`${baseURL}/api/dev/test-data/people/${olli.id}/saved-search-hours-passed`, {
      method: "POST",
    });
    expect(aged.status).toBe(200);
    const second = `Wool ${word} shawl`;
    await listWithPhoto(sara.page, {
      title: second,
      price: "30",
      category: "Accessories",
      size: "M",
      condition: "Good",
    });
    await page.reload();
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await expect
      .poll(
        async () => {
          const visible = await page
            .getByText(t.notifications.types.saved_search_match.body(`Scarves ${word}`, second, 1))
            .isVisible();
          if (!visible) {
            await page.keyboard.press("Escape");
            await page.reload();
            await page.getByRole("button", { name: /^Notifications/ }).click();
          }
          return visible;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.keyboard.press("Escape");
    // The mail queue polls every few seconds: long enough for a mail that should not exist.
    await page.waitForTimeout(6_000);
    expect(await outbox(baseURL, olli.email)).toHaveLength(1);

    // The page lists the search with its two new matches; opening it shows them in the feed and counts them seen.
    await page.goto("/app");
    await page
      .getByRole("navigation", { name: t.shell.mainNav })
      .getByRole("link", { name: t.shell.nav.savedSearches, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: t.savedSearches.pageTitle })).toBeVisible();
    await expect(page.getByText(t.savedSearches.newMatches(2), { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: t.savedSearches.open(`Scarves ${word}`) }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/app" && url.searchParams.get("search") === word);
    expect(new URL(page.url()).searchParams.get("size")).toBe("M");
    await expect(page.getByRole("heading", { name: second })).toBeVisible();
    await page.goto("/app/saved-searches");
    await expect(page.getByText(t.savedSearches.noNewMatches, { exact: true })).toBeVisible();

    // Renamed: an empty name is refused in the form, a new one replaces the old.
    await page.getByRole("button", { name: `${t.savedSearches.rename}: Scarves ${word}` }).click();
    const rename = page.getByRole("dialog", { name: t.savedSearches.renameTitle });
    await rename.getByLabel(t.savedSearches.name).fill("  ");
    await rename.getByRole("button", { name: t.savedSearches.save, exact: true }).click();
    await expect(rename.getByText(t.savedSearches.nameRequired)).toBeVisible();
    await rename.getByLabel(t.savedSearches.name).fill(`Winter scarves ${word}`);
    await rename.getByRole("button", { name: t.savedSearches.save, exact: true }).click();
    await expect(rename).toBeHidden();
    await expect(page.getByRole("link", { name: t.savedSearches.open(`Winter scarves ${word}`) })).toBeVisible();
  } finally {
    await push.service.close();
  }
});
