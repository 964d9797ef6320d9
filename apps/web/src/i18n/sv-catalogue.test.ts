import { describe, expect, it } from "vitest";
import { en } from "./en";
import { itLeavesNoEnglish } from "./english-leftovers";
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

const infoModules = import.meta.glob<Record<string, unknown>>("./{en,sv}/info/*.ts", { eager: true });

describe("the Swedish catalogue", () => {
  itLeavesNoEnglish({ language: "sv", english: en, translated: sv, sameAsEnglish, infoModules });

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
