import { describe, expect, it } from "vitest";
import { en } from "./en";
import { sv } from "./sv";

/**
 * The Swedish catalogue says everything in Swedish. The type check already proves it has every
 * key; this proves no English text was left in by mistake, and that the information pages keep
 * English's anchors and links. Texts deliberately the same in both languages are listed here.
 */
const sameAsEnglish = new Set([
  // The brand.
  "common.appName",
  "notifications.types.other.title",
  "pages.landing.title",
  // Formats without words of their own.
  "common.pageTitle()",
  "listings.filters.priceRange()",
  "listings.filters.priceMaxOpen()",
  "listings.deleteDialog.triggerLabel()",
  "listings.sell.requiredLabel()",
  "myItems.tabCount()",
  // Words Swedish writes as English does.
  "admin.users.id",
  "admin.roles.moderator",
  "shell.nav.admin",
  "shell.footer.apiDocs",
  "shell.footer.navLabel",
  "moderation.reasons.spam",
  "options.gender.Unisex",
  "options.color.Beige",
  "options.color.Orange",
  "options.style.Vintage",
  "options.style.Modern",
  "options.fabric.Polyester",
  "options.fabric.Denim",
  // Units.
  "info/about.figures.items.1.value",
  "info/limits.photoMegabytes",
]);

/** Sizes are the same everywhere (docs/product-rules.md#listings). */
const isSize = (path: string) => path.startsWith("options.size.");
/** Figures such as '50+' or '0 €' have no words to translate. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);
/** Anchors and link targets of the information pages, the same in every language. */
const isStructure = (path: string) => /\.(id|to|section|updated)$/.test(path);

type Finding = { path: string; text: string };

function compare(english: unknown, swedish: unknown, path: string, same: Finding[], moved: Finding[]) {
  if (typeof english === "function" && typeof swedish === "function") {
    // Every parameter 2: a count, or a name or amount, and each branch that checks for a value takes it.
    const args = Array.from({ length: english.length }, () => 2);
    compare(english(...args), swedish(...args), `${path}()`, same, moved);
  } else if (typeof english === "string") {
    if (isStructure(path)) {
      if (english !== swedish) moved.push({ path, text: String(swedish) });
    } else if (english === swedish && hasWords(english) && !isSize(path) && !sameAsEnglish.has(path)) {
      same.push({ path, text: english });
    }
  } else if (english && typeof english === "object") {
    for (const [key, value] of Object.entries(english)) {
      compare(value, (swedish as Record<string, unknown>)?.[key], path ? `${path}.${key}` : key, same, moved);
    }
  }
}

const infoPages = import.meta.glob<Record<string, unknown>>("./{en,sv}/info/*.ts", { eager: true });

function infoPage(language: "en" | "sv", name: string) {
  const module = infoPages[`./${language}/info/${name}.ts`];
  if (!module) throw new Error(`${language}/info/${name}.ts is missing`);
  return module;
}

const pageNames = Object.keys(infoPages)
  .filter((file) => file.startsWith("./en/info/") && !file.endsWith("/rich-text.ts"))
  .map((file) => file.replace("./en/info/", "").replace(".ts", ""));

describe("the Swedish catalogue", () => {
  it("leaves no English text in the short texts", () => {
    const same: Finding[] = [];
    compare(en, sv, "", same, []);
    expect(same).toEqual([]);
  });

  it.each(pageNames)("writes the %s page in Swedish, with English's anchors and links", (name) => {
    const same: Finding[] = [];
    const moved: Finding[] = [];
    const english = infoPage("en", name);
    const swedish = infoPage("sv", name);
    for (const [exported, value] of Object.entries(english)) {
      expect(Object.keys(swedish)).toContain(exported);
      compare(value, swedish[exported], `info/${name}`, same, moved);
    }
    expect(same).toEqual([]);
    expect(moved).toEqual([]);
  });

  it("picks word forms by Swedish plural rules", () => {
    expect(sv.listings.feed.shown(1)).toBe("1 vara visas");
    expect(sv.listings.feed.shown(2)).toBe("2 varor visas");
    expect(sv.favorites.count(0)).toBe("0 sparade varor");
    expect(sv.reviews.dialog.star(1)).toBe("1 stjärna");
    expect(sv.profile.rating("4,5", 1)).toBe("4,5 av 5 baserat på 1 omdöme");
    expect(sv.notifications.bellLabel(3)).toBe("Aviseringar, 3 olästa");
  });

  it("writes a seller's name in the genitive as Swedish does", () => {
    expect(sv.listings.product.sellerProfile("Anna")).toBe("Se Annas profil och annonser");
    expect(sv.listings.product.sellerProfile("Jonas")).toBe("Se Jonas profil och annonser");
  });
});
