/**
 * Brands the listing form and the feed's brand filter suggest (docs/decisions/0083): common ones
 * in Finland first, then international ones seen in Finnish wardrobes. A brand outside the list is
 * typed as free text; one typed in another case is stored in the list's spelling.
 */
export const KNOWN_BRANDS = [
  "Marimekko",
  "Reima",
  "Halti",
  "Makia",
  "Nanso",
  "Vallila",
  "Kuoma",
  "Luhta",
  "Ivana Helsinki",
  "Samuji",
  "R-Collection",
  "Papu",
  "Metsola",
  "Lindex",
  "KappAhl",
  "Finlayson",
  "Sasta",
  "Icebug",
  "Pomar",
  "Nike",
  "Adidas",
  "H&M",
  "Zara",
  "Levi's",
  "Mango",
  "Filippa K",
  "Acne Studios",
  "Arket",
  "COS",
  "Weekday",
  "Tommy Hilfiger",
  "Ralph Lauren",
  "The North Face",
  "Patagonia",
  "Fjällräven",
  "Didriksons",
  "Helly Hansen",
  "Ecco",
  "Dr. Martens",
  "Converse",
  "Vans",
  "New Balance",
  "Uniqlo",
  "Molo",
  "Mini Rodini",
  "Polarn O. Pyret",
] as const;

const fold = (text: string) => text.normalize("NFC").trim().toLocaleLowerCase("fi");
const byFolded = new Map<string, string>(KNOWN_BRANDS.map((brand) => [fold(brand), brand]));

/** The list's spelling of a brand typed in another case ('marimekko': 'Marimekko'); other text as typed. */
export function canonicalBrand(text: string): string {
  return byFolded.get(fold(text)) ?? text;
}

/** The known brands that hold the typed text, those that begin with it first. */
export function suggestBrands(text: string, limit = 8): string[] {
  const typed = fold(text);
  if (!typed) return KNOWN_BRANDS.slice(0, limit);
  const starts = KNOWN_BRANDS.filter((brand) => fold(brand).startsWith(typed));
  const holds = KNOWN_BRANDS.filter((brand) => !fold(brand).startsWith(typed) && fold(brand).includes(typed));
  return [...starts, ...holds].slice(0, limit);
}
