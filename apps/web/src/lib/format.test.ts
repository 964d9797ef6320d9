import { LANGUAGE_LOCALES } from "@kierto/shared";
import { describe, expect, it } from "vitest";
import { en } from "@/i18n/en";
import { fi } from "@/i18n/fi";
import { sv } from "@/i18n/sv";
import { formatLastSeen, formattersFor } from "./format";

const now = Date.UTC(2026, 10, 23, 12, 0);
const before = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Intl separates a number from its unit with a no-break space (U+00A0), so a price never wraps
// between '25,00' and '€'; the expected strings say so.
const NBSP = "\u00a0";

const format = {
  en: formattersFor(LANGUAGE_LOCALES.en, en.common.lastSeen),
  fi: formattersFor(LANGUAGE_LOCALES.fi, fi.common.lastSeen),
  sv: formattersFor(LANGUAGE_LOCALES.sv, sv.common.lastSeen),
};

describe("formatLastSeen", () => {
  it("says Unknown for someone never seen", () => {
    expect(formatLastSeen(null, now)).toBe("Unknown");
  });

  it("says Online under five minutes", () => {
    expect(formatLastSeen(before(0), now)).toBe("Online");
    expect(formatLastSeen(before(5 * MINUTE - 1), now)).toBe("Online");
  });

  it("counts whole minutes under an hour, then whole hours under a day", () => {
    expect(formatLastSeen(before(5 * MINUTE), now)).toBe("5m ago");
    expect(formatLastSeen(before(59 * MINUTE + 59_000), now)).toBe("59m ago");
    expect(formatLastSeen(before(60 * MINUTE), now)).toBe("1h ago");
    expect(formatLastSeen(before(24 * 60 * MINUTE - 1), now)).toBe("23h ago");
  });

  it("gives the month and day from a day on", () => {
    expect(formatLastSeen("2026-11-01T12:00:00.000Z", now)).toBe("1 Nov");
  });
});

describe("each language's formats (fi-FI, sv-FI, en-FI)", () => {
  it("writes prices the way each language does", () => {
    expect(format.en.price(2500)).toBe("€25.00");
    expect(format.fi.price(2500)).toBe(`25,00${NBSP}€`);
    expect(format.sv.price(2500)).toBe(`25,00${NBSP}€`);
    // Thousands: English groups with a comma, Finnish and Swedish with a no-break space.
    expect(format.en.price(123450)).toBe("€1,234.50");
    expect(format.fi.price(123450)).toBe(`1${NBSP}234,50${NBSP}€`);
    expect(format.sv.price(123450)).toBe(`1${NBSP}234,50${NBSP}€`);
  });

  it("writes decimals with the mark of the language's prices, for ratings and a price field's text", () => {
    expect([format.en.decimal(4.5, 1), format.fi.decimal(4.5, 1), format.sv.decimal(4.5, 1)]).toEqual([
      "4.5",
      "4,5",
      "4,5",
    ]);
    expect([format.en.decimal(64.9, 2), format.fi.decimal(64.9, 2), format.sv.decimal(1250, 2)]).toEqual([
      "64.90",
      "64,90",
      "1250,00",
    ]);
  });

  it("gives the last-seen rules in each language, from the catalogue's words", () => {
    const seen = (language: keyof typeof format) => [
      format[language].lastSeen(null, now),
      format[language].lastSeen(before(4 * MINUTE), now),
      format[language].lastSeen(before(5 * MINUTE), now),
      format[language].lastSeen(before(3 * HOUR), now),
      format[language].lastSeen("2026-11-01T12:00:00.000Z", now),
    ];
    expect(seen("en")).toEqual(["Unknown", "Online", "5m ago", "3h ago", "1 Nov"]);
    expect(seen("fi")).toEqual(["ei tiedossa", "juuri nyt", "5 min sitten", "3 t sitten", "1.11."]);
    expect(seen("sv")).toEqual(["okänt", "just nu", "för 5 min sedan", "för 3 tim sedan", "1 nov."]);
  });

  it("gives relative times in each language's own words", () => {
    const ago = (language: keyof typeof format) => [
      format[language].relative(before(30_000), now),
      format[language].relative(before(5 * MINUTE), now),
      format[language].relative(before(2 * HOUR), now),
      format[language].relative(before(24 * HOUR), now),
      format[language].relative(before(3 * 24 * HOUR), now),
    ];
    expect(ago("en")).toEqual(["30 seconds ago", "5 minutes ago", "2 hours ago", "yesterday", "3 days ago"]);
    expect(ago("fi")).toEqual([
      "30 sekuntia sitten",
      "5 minuuttia sitten",
      "2 tuntia sitten",
      "eilen",
      "3 päivää sitten",
    ]);
    expect(ago("sv")).toEqual([
      "för 30 sekunder sedan",
      "för 5 minuter sedan",
      "för 2 timmar sedan",
      "i går",
      "för 3 dagar sedan",
    ]);
  });

  it("writes dates in each language's order, and a relative time of a month or more as a date", () => {
    const noon = "2026-11-23T12:00:00.000Z";
    expect([format.en.date(noon), format.fi.date(noon), format.sv.date(noon)]).toEqual([
      "23 Nov 2026",
      "23.11.2026",
      "23 nov. 2026",
    ]);
    const long = { dateStyle: "long" } as const;
    expect([format.en.date(noon, long), format.fi.date(noon, long), format.sv.date(noon, long)]).toEqual([
      "23 November 2026",
      "23. marraskuuta 2026",
      "23 november 2026",
    ]);
    const memberSince = { month: "long", year: "numeric" } as const;
    expect(format.fi.date(noon, memberSince)).toBe("marraskuu 2026");
    expect(format.sv.date(noon, memberSince)).toBe("november 2026");
    expect(format.fi.relative("2026-10-01T12:00:00.000Z", now)).toBe("1.10.2026");
  });
});
