import type { Page } from "@playwright/test";
import { expect, type Fixtures, test, uniqueWord } from "./support/fixtures";

/**
 * Finnish and Swedish write long compound words ('Ostoskokemus', 'Kontoinställningar',
 * 'Laitteet, joilla olet kirjautuneena'), which English never tests. On a 360 px phone in Finnish,
 * the longest of the three, no screen may be wider than the window: nothing sticks out to the
 * right and the page never scrolls sideways. A scroller that is meant to scroll sideways (the
 * category tiles, the profile's tabs) may hold wider content; its own box must still fit.
 *
 * With SCREENSHOT_DIR set, every screen is also photographed in Finnish and Swedish at 360x740
 * and 1280x800 into that folder, for a person to look at: the check cannot see a word cut off
 * inside a box that fits.
 */

type Language = "fi" | "sv";
type Screen = { name: string; page: Page; url: string };

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const screenshotDir = process.env.SCREENSHOT_DIR;

/** Words a real seller writes, with a few of each language's longest compounds. */
const data = {
  fi: {
    seller: "Anna-Kaisa Väisänen-Hämäläinen",
    buyer: "Benjamin Lindqvist-Kärkkäinen",
    city: "Hämeenlinna",
    bio: "Myyn lasten- ja aikuistenvaatteita, enimmäkseen kotimaisia merkkejä. Kysy rohkeasti lisätietoja!",
    title: "Lampaanvillaneuletakki, käsinneulottu",
    description:
      "Käsinneulottu lampaanvillaneuletakki, käytetty muutaman kerran. Ympäristöystävällisyyskriteerit täyttävää villaa, ei nyppyjä eikä reikiä.",
    message: "Hei! Onko neuletakki vielä myynnissä? Sopisiko nouto Hämeenlinnan rautatieasemalta huomenna?",
    report: "Epäasiallisia viestejä ja painostusta maksamaan Kierron ulkopuolella.",
  },
  sv: {
    seller: "Ann-Charlotte Björkqvist-Söderström",
    buyer: "Benjamin Lindqvist-Kärkkäinen",
    city: "Jakobstad",
    bio: "Jag säljer barn- och vuxenkläder, mest inhemska märken. Fråga gärna om mer information!",
    title: "Handstickad ylletröja, lammull",
    description:
      "Handstickad ylletröja av lammull, använd några gånger. Miljövänlighetskriterierna uppfyllda, inga noppor eller hål.",
    message: "Hej! Är tröjan fortfarande till salu? Passar det att hämta den vid Jakobstads järnvägsstation i morgon?",
    report: "Osakliga meddelanden och påtryckningar om att betala utanför Kierto.",
  },
} satisfies Record<Language, Record<string, string>>;

/** Everything a person in `language` sees: a listing, its chat, a report, and the people behind them. */
async function makeScreens(
  f: Pick<Fixtures, "seller" | "buyer" | "moderator" | "admin" | "listing" | "chat" | "guest">,
  language: Language,
): Promise<Record<"guest" | "buyer" | "seller" | "staff", Screen[]>> {
  const words = data[language];
  const seller = await f.seller({ displayName: words.seller, city: words.city, bio: words.bio, language });
  const buyer = await f.buyer({ displayName: words.buyer, city: words.city, language });
  const item = await f.listing({
    seller,
    title: `${words.title} ${uniqueWord("K")}`,
    description: words.description,
    brand: "Marimekko",
    city: words.city,
    size: "XL",
    condition: "Like New",
    category: "Outerwear",
    deliveryMethod: "shipping",
    photos: 2,
  });
  const { id: chatId } = await f.chat({
    buyer,
    listing: item,
    messages: [
      { from: buyer, text: words.message },
      { from: seller, text: words.description },
    ],
  });
  const reported = await buyer.request.post("/api/reports", {
    data: { reportedId: seller.id, chatId, reason: "harassment", description: words.report },
  });
  expect(reported.status()).toBe(201);
  const { id: reportId } = (await reported.json()) as { id: string };
  const moderator = await f.moderator({ language });
  const admin = await f.admin({ language });
  const guest = await f.guest(language);

  const on = (page: Page, pages: [string, string][]) => pages.map(([name, url]) => ({ name, page, url }));
  return {
    guest: on(guest, [
      ["home", "/"],
      ["landing", "/landing"],
      ["auth", "/auth"],
      ["faq", "/faq"],
      ["how-it-works", "/how-it-works"],
      ["contact", "/contact"],
      ["terms", "/terms"],
    ]),
    buyer: on(buyer.page, [
      ["app-home", "/app"],
      ["product", `/product/${item.id}`],
      ["checkout", `/checkout/${item.id}`],
      ["chat", `/app/chat/${chatId}`],
      ["chats", "/app/chats"],
      ["favorites", "/app/favorites"],
    ]),
    seller: on(seller.page, [
      ["upload", "/app/upload"],
      ["edit-listing", `/app/upload?edit=${item.id}`],
      ["profile", "/app/profile"],
      ["settings", "/app/settings"],
      ["my-items", "/app/my-items"],
      ["wallet", "/app/wallet"],
    ]),
    staff: [
      ...on(moderator.page, [
        ["moderation", "/app/moderation"],
        ["moderation-report", `/app/moderation/${reportId}`],
      ]),
      ...on(admin.page, [["admin", "/admin"]]),
    ],
  };
}

/**
 * What sticks out of the window on the right, as 'tag.class "text"': boxes whose right edge passes
 * the window, outside any sideways scroller. Empty when the page fits.
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX === "auto" || overflowX === "scroll" || overflowX === "hidden" || overflowX === "clip") {
          return parent !== document.body && parent !== document.documentElement;
        }
      }
      return false;
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`page ${document.documentElement.scrollWidth}px`);
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1 || scrollsSideways(element)) continue;
      if (getComputedStyle(element).visibility === "hidden") continue;
      const text = (element.textContent ?? "").trim().slice(0, 40);
      found.push(
        `${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]} "${text}" ${Math.round(box.right)}px`,
      );
    }
    return found;
  });
}

async function visit(screen: Screen, size: { width: number; height: number }, language: Language) {
  await screen.page.setViewportSize(size);
  await screen.page.goto(screen.url);
  await expect(screen.page.locator("html")).toHaveAttribute("lang", language);
  await expect(screen.page.getByRole("main").first()).toBeVisible();
  await screen.page.waitForLoadState("networkidle");
  if (screenshotDir) {
    await screen.page.screenshot({
      path: `${screenshotDir}/${language}-${size.width}-${screen.name}.png`,
      fullPage: true,
    });
  }
}

const groups = ["guest", "buyer", "seller", "staff"] as const;
const languages: Language[] = screenshotDir ? ["fi", "sv"] : ["fi"];

for (const language of languages) {
  for (const group of groups) {
    test(`the ${group} screens fit a 360 px phone in ${language}`, async ({
      seller,
      buyer,
      moderator,
      admin,
      listing,
      chat,
      guest,
    }) => {
      // Each group visits several pages, each until the network is quiet: more than one test's time.
      test.slow();
      if (screenshotDir) test.setTimeout(120_000);
      const screens = (await makeScreens({ seller, buyer, moderator, admin, listing, chat, guest }, language))[group];
      for (const screen of screens) {
        await visit(screen, PHONE, language);
        expect.soft(await overflowing(screen.page), `${screen.name} at 360 px`).toEqual([]);
      }
      if (screenshotDir) for (const screen of screens) await visit(screen, DESKTOP, language);
    });
  }
}
