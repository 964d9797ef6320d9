import type { FirstViewMessages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("sv");
export const listings: FirstViewMessages["listings"] = {
  home: {
    pageTitle: "Second hand-mode i Finland",
    metaDescription:
      "Köp och sälj begagnade kläder, skor och accessoarer i hela Finland. Tusentals second hand-fynd, priserna i euro.",
    heroTitle: "Ge din garderob ett nytt varv",
    heroBody:
      "Köp och sälj second hand-mode med folk i närheten. Det är gratis att lägga ut en annons och går på en minut.",
    heroShop: "Börja shoppa",
    heroSell: "Sälj en vara",
    figuresLabel: "Kierto i siffror",
    // A no-break space keeps a figure on one line: "10 000+" never wraps after "10".
    figures: [
      { value: "10\u00a0000+", label: "aktiva annonser" },
      { value: "5\u00a0000+", label: "nöjda användare" },
      { value: "50+", label: "orter" },
      { value: "25 €", label: "genomsnittspris" },
      { value: "2 dagar", label: "genomsnittlig säljtid" },
    ],
  },
  explore: {
    pageTitle: "Utforska",
    greeting: (name: string) => `Hej ${name}, vad letar du efter i dag?`,
    greetingAnonymous: "Vad letar du efter i dag?",
  },
  tiles: {
    heading: "Handla efter kategori",
    viewAll: "Visa alla",
    featured: "Utvalda varor",
    featuredHint: "Mest gillade just nu",
    likeNew: "Som ny",
    likeNewHint: "Knappt använda",
  },
  filters: {
    label: "Filtrera annonserna",
    search: "Sök",
    searchPlaceholder: "Sök rubrik, märke, beskrivning",
    category: "Kategori",
    size: "Storlek",
    gender: "Avdelning",
    subcategory: "Typ",
    condition: "Skick",
    brand: "Märke",
    brandPlaceholder: "Alla märken",
    brandSuggestions: "Föreslagna märken",
    brandNoSuggestion: "Inget föreslaget märke: texten du skrev används.",
    brandSuggestionCount: (count: number) =>
      `${plural(count, { one: "1 förslag", other: `${count} förslag` })}, välj med pilarna upp och ner.`,
    color: "Färg",
    season: "Säsong",
    style: "Stil",
    fabric: "Material",
    city: "Ort",
    cityPlaceholder: "Alla orter",
    any: (name: string) => `${name}: alla`,
    price: "Pris",
    priceAny: "Alla priser",
    priceRange: (min: string, max: string) => `${min} – ${max}`,
    priceFrom: (min: string) => `Från ${min}`,
    priceUpTo: (max: string) => `Högst ${max}`,
    priceMin: "Lägsta pris",
    priceMax: "Högsta pris",
    priceMaxOpen: (max: string) => `${max}+`,
    featured: "Utvalda",
    clearAll: "Rensa filtren",
    removeFilter: (name: string) => `Ta bort filtret ${name}`,
  },
  feed: {
    heading: "Senaste annonserna",
    featuredHeading: "Utvalda varor",
    loading: "Laddar annonser",
    empty: "Inga varor hittades",
    emptyHint: "Prova med färre filter eller sök på något annat.",
    loadMore: "Visa fler varor",
    loadingMore: "Laddar…",
    loadError: "Vi kunde inte läsa in annonserna.",
    count: (count: number, more: boolean) =>
      more ? "Över 1 000 varor" : plural(count, { one: "1 vara", other: `${count} varor` }),
    sort: {
      label: "Sortera",
      newest: "Nyaste först",
      price_asc: "Lägsta pris först",
      price_desc: "Högsta pris först",
      favorites: "Mest favoritmarkerade",
    },
    shown: (count: number) => plural(count, { one: "1 vara visas", other: `${count} varor visas` }),
  },
  card: {
    sold: "SÅLD",
    reserved: "Reserverad",
    draft: "Utkast",
    noPhoto: "Ingen bild än",
    sizeLabel: (size: string) => `Storlek ${size}`,
    /** The cheapest postage for the listing's parcel size. */
    shippingFrom: (price: string) => `Frakt från ${price}`,
  },
};
