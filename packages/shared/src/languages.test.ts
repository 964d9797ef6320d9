import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage } from "./languages";

describe("languageFromAcceptLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["fi-FI,fi;q=0.9,en;q=0.8", "fi"],
    ["sv-FI,sv;q=0.9", "sv"],
    ["sv-SE", "sv"],
    ["de-DE,de;q=0.9", "en"],
    ["en-GB,en;q=0.9,fi;q=0.8", "en"],
    ["de;q=1,fi;q=0.5,sv;q=0.7", "sv"],
    ["fi;q=0,sv;q=0.1", "sv"],
    ["*", "en"],
    ["FI", "fi"],
    ["fi;q=abc", "en"],
  ])("%s -> %s", (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
