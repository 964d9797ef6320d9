import type { Language } from "@kierto/shared";
import { stemmer as english } from "@orama/stemmers/english";
import { stemmer as finnish } from "@orama/stemmers/finnish";
import { stemmer as swedish } from "@orama/stemmers/swedish";
import { describe, expect, it } from "vitest";
import { faq as enFaq } from "@/i18n/en/info/faq";
import { faq as fiFaq } from "@/i18n/fi/info/faq";
import { faq as svFaq } from "@/i18n/sv/info/faq";
import { faqSearch, type SearchableEntry } from "./faq-search";
import { plainText } from "./rich-text";
import { type Stemmer, wordKeyFor } from "./word-key";

const languages: Record<Language, { faq: typeof enFaq; stem: Stemmer; locale: string }> = {
  fi: { faq: fiFaq, stem: finnish, locale: "fi-FI" },
  sv: { faq: svFaq, stem: swedish, locale: "sv-FI" },
  en: { faq: enFaq, stem: english, locale: "en-FI" },
};

function searchIn(language: Language, entries: SearchableEntry[]) {
  const { stem, locale } = languages[language];
  return faqSearch(entries, wordKeyFor(language, stem), locale);
}

/** The FAQ's own entries in a language, as the page searches them. */
function realEntries(language: Language): SearchableEntry[] {
  return languages[language].faq.categories.flatMap((category) =>
    category.entries.map((entry) => ({ id: entry.id, text: `${entry.question} ${plainText(entry.answer)}` })),
  );
}

describe("the FAQ search", () => {
  it("finds 'palautus' in any of its forms, the consonant gradation too, and each form finds the others", () => {
    const search = searchIn("fi", [
      { id: "genitive", text: "Palautuksen voi pyytää kahden päivän kuluessa." },
      { id: "plural", text: "Palautukset käsitellään arkipäivisin." },
      { id: "partitive", text: "Et voi pyytää palautusta, jos kauppa on valmis." },
      { id: "compound", text: "Tuotepalautuksessa myyjä maksaa postikulut." },
      { id: "other", text: "Kuvat näkyvät ilmoituksessa." },
    ]);
    const all = ["compound", "genitive", "partitive", "plural"];
    for (const word of ["palautus", "palautuksen", "palautukset", "palautusta", "PALAUTUKSIA"]) {
      expect([...(search(word) ?? [])].sort(), word).toEqual(all);
    }
  });

  it("joins the forms Finnish grades: kauppa and kaupan, hinta and hinnan, kenkä and kengät, oikeus and oikeuden", () => {
    const search = searchIn("fi", [
      { id: "kauppa", text: "Kauppa on valmis." },
      { id: "hinta", text: "Hinnan voi muuttaa." },
      { id: "kenka", text: "Kengät ovat uudet." },
      { id: "oikeus", text: "Sinulla on oikeus peruuttaa." },
    ]);
    expect(search("kaupan")).toEqual(new Set(["kauppa"]));
    expect(search("hinta")).toEqual(new Set(["hinta"]));
    expect(search("kenkä")).toEqual(new Set(["kenka"]));
    expect(search("oikeuden")).toEqual(new Set(["oikeus"]));
  });

  it("still finds a word as it is being typed, needs every word, and finds nothing for a word no entry has", () => {
    const search = searchIn("fi", [
      { id: "a", text: "Palautuksen voi pyytää." },
      { id: "b", text: "Maksu näkyy kortilla palautettuna." },
    ]);
    expect(search("pala")).toEqual(new Set(["a", "b"]));
    expect(search("palautus maksu")).toEqual(new Set(["b"]));
    expect(search("palautus kuva")).toEqual(new Set());
    expect(search("zzxqv")).toEqual(new Set());
    expect(search("   ")).toBeNull();
  });

  // Each word's forms, whole words as written in the FAQ's entries; every form typed must find
  // every entry that has any of them, though most entries have only one or two of the forms.
  it.each([
    ["fi", ["ilmoitus", "ilmoituksen", "ilmoitusta", "ilmoitukset", "ilmoituksessa", "ilmoituksesi", "ilmoituksia"]],
    ["fi", ["maksu", "maksun", "maksut", "maksua", "maksusta"]],
    ["fi", ["myyjä", "myyjän", "myyjät", "myyjälle", "myyjältä"]],
    ["fi", ["tuote", "tuotteen", "tuotteet", "tuotetta", "tuotteita"]],
    ["sv", ["annons", "annonsen", "annonser", "annonserna", "annonsens"]],
    ["sv", ["bild", "bilden", "bilder", "bilderna"]],
    ["sv", ["betalning", "betalningen", "betalningar"]],
    ["sv", ["säljare", "säljaren", "säljarens"]],
    ["en", ["listing", "listings", "listed"]],
    ["en", ["payment", "payments"]],
    ["en", ["refund", "refunds", "refunded"]],
    ["en", ["buyer", "buyers"]],
  ] as const)("finds the real %s entries by every form of %j", (language, forms) => {
    const entries = realEntries(language);
    const { locale } = languages[language];
    const wordsOf = (text: string) => text.toLocaleLowerCase(locale).match(/[\p{L}\p{N}']+/gu) ?? [];
    const having = entries.filter((entry) =>
      wordsOf(entry.text).some((word) => (forms as readonly string[]).includes(word)),
    );
    expect(having.length).toBeGreaterThan(1);
    for (const form of forms) {
      const found = searchIn(language, entries)(form) ?? new Set();
      expect(
        having.filter((entry) => !found.has(entry.id)).map((entry) => entry.id),
        form,
      ).toEqual([]);
      expect(found.size, form).toBeLessThan(entries.length);
    }
  });
});
