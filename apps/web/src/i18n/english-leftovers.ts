import { expect, it } from "vitest";

/**
 * Finds the texts a translated catalogue left in English, and the information-page anchors and
 * links it changed. Used by catalogues.test.ts for each language; every language lists the texts
 * it deliberately writes as English does (the brand, units, words the language shares).
 * Test support only: it registers vitest tests.
 */

type Finding = { path: string; text: string };

/** Sizes are the same everywhere (docs/product-rules.md#listings). */
const isSize = (path: string) => path.startsWith("options.size.");
/** Figures such as '50+' or '0 €' have no words to translate. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);
/** Anchors and link targets of the information pages, the same in every language. */
const isStructure = (path: string) => /\.(id|to|section|updated)$/.test(path);

function compareWithEnglish(
  english: unknown,
  translated: unknown,
  path: string,
  sameAsEnglish: ReadonlySet<string>,
  found: { same: Finding[]; moved: Finding[] },
): void {
  if (typeof english === "function" && typeof translated === "function") {
    // Every parameter 2: a count, or a name or amount, and each branch that checks for a value takes it.
    const args = Array.from({ length: english.length }, () => 2);
    compareWithEnglish(english(...args), translated(...args), `${path}()`, sameAsEnglish, found);
  } else if (typeof english === "string") {
    if (isStructure(path)) {
      if (english !== translated) found.moved.push({ path, text: String(translated) });
    } else if (english === translated && hasWords(english) && !isSize(path) && !sameAsEnglish.has(path)) {
      found.same.push({ path, text: english });
    }
  } else if (english && typeof english === "object") {
    for (const [key, value] of Object.entries(english)) {
      const next = path ? `${path}.${key}` : key;
      compareWithEnglish(value, (translated as Record<string, unknown>)?.[key], next, sameAsEnglish, found);
    }
  }
}

type InfoModules = Record<string, Record<string, unknown>>;

/** The information pages by name (rich-text holds types and link(), not text), from a glob of en/ and the language's info/. */
function infoPageNames(modules: InfoModules): string[] {
  return Object.keys(modules)
    .filter((file) => file.startsWith("./en/info/") && !file.endsWith("/rich-text.ts"))
    .map((file) => file.replace("./en/info/", "").replace(".ts", ""));
}

function infoPage(modules: InfoModules, language: string, name: string): Record<string, unknown> {
  const module = modules[`./${language}/info/${name}.ts`];
  if (!module) throw new Error(`${language}/info/${name}.ts is missing`);
  return module;
}

/**
 * The tests every translation passes: no English left in the short texts or the information
 * pages beyond its own deliberate list, and English's anchors and links kept. Registered inside
 * the language's describe block.
 */
export function itLeavesNoEnglish(options: {
  language: string;
  english: unknown;
  translated: unknown;
  sameAsEnglish: ReadonlySet<string>;
  /** import.meta.glob("./{en,fi,sv}/info/*.ts", { eager: true }) from the catalogue test: English's and this language's pages. */
  infoModules: InfoModules;
}): void {
  const { language, english, translated, sameAsEnglish, infoModules } = options;

  it("leaves no English text in the short texts", () => {
    const found = { same: [] as Finding[], moved: [] as Finding[] };
    compareWithEnglish(english, translated, "", sameAsEnglish, found);
    expect(found.same).toEqual([]);
  });

  it.each(infoPageNames(infoModules))("translates the %s page, with English's anchors and links", (name) => {
    const found = { same: [] as Finding[], moved: [] as Finding[] };
    const englishPage = infoPage(infoModules, "en", name);
    const translatedPage = infoPage(infoModules, language, name);
    for (const [exported, value] of Object.entries(englishPage)) {
      expect(Object.keys(translatedPage)).toContain(exported);
      compareWithEnglish(value, translatedPage[exported], `info/${name}`, sameAsEnglish, found);
    }
    expect(found.same).toEqual([]);
    expect(found.moved).toEqual([]);
  });
}
