import { describe, expect, it } from "vitest";
import { foldName, INVISIBLE_CHARACTER, impersonatesStaff } from "./display-name-rules";
import { displayNameSchema, text } from "./text";

describe("a display name that passes for Kierto or its staff", () => {
  it.each([
    "Kierto Support",
    "Kierto",
    "kierto-official",
    "K i e r t o",
    "KIERTО", // the last letter is a Cyrillic O
    "Ｋｉｅｒｔｏ", // full-width letters
    "Kiertö",
    "𝐊𝐢𝐞𝐫𝐭𝐨", // mathematical bold
    "Tuki",
    "Asiakaspalvelu",
    "Supp0rt",
    "Moderator Anna",
    "Moderaattori Mikko",
    "Kundtjänst",
    "Аdmin", // a Cyrillic A
  ])("is refused: %s", (name) => {
    expect(impersonatesStaff(name)).toBe(true);
    expect(displayNameSchema.safeParse(name).success).toBe(false);
  });

  it.each(["Emma Virtanen", "Tukiainen", "Badminton Bob", "Helmi Laine", "Søren", "Ана Петрова", "李小龙"])(
    "is not, for an ordinary name: %s",
    (name) => {
      expect(impersonatesStaff(name)).toBe(false);
      expect(displayNameSchema.safeParse(name).success).toBe(true);
    },
  );

  it("is compared as a reader sees it: compatibility forms, case, accents and look-alikes folded", () => {
    expect(foldName("ＫＩＥＲＴÖ  Ѕupport.")).toBe("kierto support");
  });
});

describe("invisible and direction-changing characters in a display name", () => {
  it.each([
    ["a right-to-left override", "Emma \u202Etroppus"],
    ["a bidi isolate", "Emma\u2066 Admin\u2069"],
    ["a zero-width space", "Em\u200Bma"],
    ["a zero-width joiner", "Em\u200Dma"],
    ["a soft hyphen", "Em\u00ADma"],
    ["a byte-order mark", "Em\uFEFFma"],
    ["a Hangul filler", "Emma\u3164"],
  ])("refuses %s", (_label, name) => {
    expect(INVISIBLE_CHARACTER.test(name)).toBe(true);
    expect(displayNameSchema.safeParse(name).success).toBe(false);
  });
});

describe("free text", () => {
  it.each([
    ["an escape sequence", "Nice coat\u001b[2J"],
    ["a backspace", "Price 50\u0008\u00080"],
    ["a C1 control", "Hello\u0085"],
    ["a NUL", "a\u0000b"],
    ["DEL", "a\u007fb"],
  ])("refuses %s", (_label, value) => {
    expect(text().safeParse(value).success).toBe(false);
  });

  it("keeps the tab and the line breaks of a multi-line field", () => {
    expect(text().safeParse("Line one\nLine two\r\n\tindented").success).toBe(true);
  });
});
