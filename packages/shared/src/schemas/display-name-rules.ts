/**
 * What makes a display name mislead a reader (docs/decisions/0034): characters that cannot be
 * seen or that turn the text around, and names that pass for Kierto's own staff or brand.
 */

/**
 * Invisible and direction-changing characters: every format character (bidi overrides and
 * isolates, zero-width spaces and joiners, the soft hyphen, the byte-order mark) and the blank
 * letters some scripts have (Hangul fillers, the braille blank, the Mongolian vowel separator).
 */
export const INVISIBLE_CHARACTER = /\p{Cf}|\u034F|[\u115F\u1160\u180E\u2800\u3164\uFFA0]/u;

/** Latin look-alikes from other scripts, and digits and signs written for letters. */
const HOMOGLYPHS: Record<string, string> = {
  // Cyrillic
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  з: "3",
  і: "i",
  ї: "i",
  ј: "j",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  п: "n",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ӏ: "l",
  // Greek
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ς: "c",
  // Digits and signs
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  $: "s",
  "@": "a",
  "!": "i",
  "|": "l",
};

/**
 * The name as a reader may take it: compatibility forms unified (NFKC: full-width and styled
 * letters), lower case, accents dropped, look-alikes replaced, and only letters and spaces kept.
 */
export function foldName(name: string): string {
  const unified = name.normalize("NFKC").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  let folded = "";
  for (const character of unified) folded += HOMOGLYPHS[character] ?? character;
  return folded.replace(/[^a-z]+/g, " ").trim();
}

/** Words that name Kierto's staff or service, in the three languages. */
const STAFF_WORDS = new Set([
  "admin",
  "administrator",
  "administrators",
  "yllapito",
  "yllapitaja",
  "moderator",
  "moderators",
  "moderaattori",
  "mod",
  "support",
  "tuki",
  "asiakaspalvelu",
  "kundtjanst",
  "kundservice",
  "helpdesk",
  "staff",
  "official",
  "virallinen",
  "officiell",
]);

/**
 * Whether a name passes for the brand or its staff: the brand anywhere, even spelled out with
 * spaces or look-alikes ("K i e r t o", "KIERTО"), or a word that names staff ("Tuki", "Support").
 */
export function impersonatesStaff(name: string): boolean {
  const folded = foldName(name);
  if (folded.replace(/ /g, "").includes("kierto")) return true;
  return folded.split(" ").some((word) => STAFF_WORDS.has(word));
}
