import { ERROR_CODES } from "@kierto/shared";
import { describe, expect, it } from "vitest";
import { firstView as enFirstView } from "./en/first-view";
import { later as enLater } from "./en/later";
import { firstView as fiFirstView } from "./fi/first-view";
import { later as fiLater } from "./fi/later";
import { errorMessage, loadLaterTexts, messages } from "./index";
import { FIRST_VIEW_ERROR_CODES, LATER_LISTINGS_KEYS, LATER_SECTIONS } from "./later-sections";
import { firstView as svFirstView } from "./sv/first-view";
import { later as svLater } from "./sv/later";

const languages = {
  en: [enFirstView, enLater],
  fi: [fiFirstView, fiLater],
  sv: [svFirstView, svLater],
} as const;

describe("the catalogue in two parts (ADR 0021)", () => {
  it("holds every text once in every language: the later part exactly the listed sections, listings keys and error codes", () => {
    const laterCodes = ERROR_CODES.filter((code) => !(FIRST_VIEW_ERROR_CODES as readonly string[]).includes(code));
    for (const [language, [firstView, later]] of Object.entries(languages)) {
      expect(Object.keys(later).sort(), language).toEqual([...LATER_SECTIONS, "listings", "errors"].sort());
      expect(Object.keys(later.listings).sort(), language).toEqual([...LATER_LISTINGS_KEYS].sort());
      expect(Object.keys(firstView.errors).sort(), language).toEqual([...FIRST_VIEW_ERROR_CODES].sort());
      expect(Object.keys(later.errors).sort(), language).toEqual([...laterCodes].sort());
      expect(
        Object.keys(firstView).filter((section) => section in later && section !== "listings" && section !== "errors"),
        language,
      ).toEqual([]);
      expect(
        Object.keys(firstView.listings).filter((key) => key in later.listings),
        language,
      ).toEqual([]);
      expect(Object.keys({ ...firstView, ...later }).sort(), language).toEqual(
        Object.keys({ ...enFirstView, ...enLater }).sort(),
      );
    }
  });

  it("has the first view's texts from the start, and the later ones only once loaded, failing loudly before", async () => {
    expect(messages.listings.home.heroTitle).toBe(enFirstView.listings.home.heroTitle);
    expect(() => messages.chats).toThrow(/the chats texts were read before they loaded/);
    expect(() => messages.listings.sell).toThrow(/the listings.sell texts were read before they loaded/);
    expect(() => messages.errors.ITEM_SOLD).toThrow(/the errors.ITEM_SOLD texts were read before they loaded/);
    // An error reported before then gets no text (the caller's general one), rather than a throw.
    expect(errorMessage("ITEM_SOLD")).toBeUndefined();
    expect(errorMessage("RATE_LIMITED")).toBe(enFirstView.errors.RATE_LIMITED);
    await loadLaterTexts();
    expect(errorMessage("ITEM_SOLD")).toBe(enLater.errors.ITEM_SOLD);
    expect(messages.errors.RATE_LIMITED).toBe(enFirstView.errors.RATE_LIMITED);
    expect(messages.chats).toBe(enLater.chats);
    expect(messages.listings.sell).toBe(enLater.listings.sell);
    expect(messages.listings.feed).toBe(enFirstView.listings.feed);
    expect(messages.auth.signOut).toBe(enLater.auth.signOut);
  });
});
