import { describe, expect, it } from "vitest";
import { en } from "./en";
import { itLeavesNoEnglish } from "./english-leftovers";
import { fi } from "./fi";

/**
 * The Finnish catalogue says everything in Finnish. The type check already proves it has every
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
  // Words Finnish writes as English does.
  "admin.users.id",
  "shell.footer.apiDocs",
  "options.gender.Unisex",
  "options.color.Beige",
  "options.style.Vintage",
  // Units.
  "info/about.figures.items.1.value",
]);

const infoModules = import.meta.glob<Record<string, unknown>>("./{en,fi}/info/*.ts", { eager: true });

describe("the Finnish catalogue", () => {
  itLeavesNoEnglish({ language: "fi", english: en, translated: fi, sameAsEnglish, infoModules });

  it("picks word forms by Finnish plural rules", () => {
    expect(fi.listings.feed.shown(1)).toBe("1 tuote näkyvissä");
    expect(fi.listings.feed.shown(2)).toBe("2 tuotetta näkyvissä");
    expect(fi.favorites.count(0)).toBe("0 tallennettua tuotetta");
    expect(fi.reviews.dialog.star(1)).toBe("1 tähti");
    expect(fi.profile.rating("4,5", 1)).toBe("4,5/5, 1 arvio");
    expect(fi.chats.composer.remaining(-1)).toBe("1 merkki liikaa");
    expect(fi.notifications.types.new_message.title(3)).toBe("Uusia viestejä");
  });

  it("builds sentences so that a name, title or amount needs no case ending", () => {
    // The inflected word is the one before the value ('tuotteesta', 'hintaan'); the value stays as it is.
    expect(fi.notifications.types.new_message.body("Aino", "Marimekko takki", 1)).toBe(
      'Aino lähetti sinulle viestin tuotteesta "Marimekko takki".',
    );
    expect(fi.payments.checkout.purchase("25,00 €")).toBe("Osta hintaan 25,00 €");
    expect(fi.moderation.blockDialog.title("Jonas")).toBe("Estetäänkö Jonas?");
  });
});
