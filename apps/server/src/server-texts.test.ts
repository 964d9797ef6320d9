import { describe, expect, it } from "vitest";
import { referenceTexts } from "./modules/docs";
import { paymentPageMessages } from "./modules/payments";
import { shellTexts } from "./modules/web-shell";
import { mailTexts } from "./platform/mail/texts";

/** Texts that are deliberately the same in every language: the brand, and a technical acronym. */
const SAME_IN_EVERY_LANGUAGE = new Set(["Kierto", "Spam", "System"]);

const SAMPLE_ARGS = ["Aino", "https://kierto.example/link", null] as const;

/** Every text of a catalogue by its path; a function is called with sample arguments. */
function leaves(value: unknown, path = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(path, value);
  else if (typeof value === "function") out.set(path, String(value(...SAMPLE_ARGS)));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value))
      for (const [p, v] of leaves(child, `${path}.${key}`)) out.set(p, v);
  }
  return out;
}

const catalogues = {
  mail: mailTexts,
  paymentPage: { en: paymentPageMessages("en"), fi: paymentPageMessages("fi"), sv: paymentPageMessages("sv") },
  apiReference: referenceTexts,
  pageShell: shellTexts,
};

describe("the server's texts in Finnish and Swedish", () => {
  for (const [name, byLanguage] of Object.entries(catalogues)) {
    for (const language of ["fi", "sv"] as const) {
      it(`${name} in ${language} has every key and leaves no English text`, () => {
        const english = leaves(byLanguage.en);
        const translated = leaves(byLanguage[language]);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        const untranslated = [...english].filter(
          ([path, text]) => path !== ".language" && translated.get(path) === text && !SAME_IN_EVERY_LANGUAGE.has(text),
        );
        expect(untranslated).toEqual([]);
      });
    }
  }
});
