import type { FirstViewMessages } from "../messages";
import { pluralizer } from "../plural";

const plural = pluralizer("fi");
export const listings: FirstViewMessages["listings"] = {
  home: {
    pageTitle: "Käytettyä muotia Suomessa",
    metaDescription:
      "Osta ja myy käytettyjä vaatteita, kenkiä ja asusteita kaikkialla Suomessa. Tuhansia käytettyjä tuotteita, hinnat euroina.",
    heroTitle: "Anna vaatekaapillesi uusi kierros",
    heroBody:
      "Osta ja myy käytettyä muotia lähelläsi asuvien kanssa. Ilmoituksen jättäminen on maksutonta ja vie minuutin.",
    heroShop: "Aloita ostokset",
    heroSell: "Myy tuote",
    figuresLabel: "Kierto lukuina",
    // A no-break space keeps a figure on one line: "10 000+" never wraps after "10".
    figures: [
      { value: "10\u00a0000+", label: "tuotetta myynnissä" },
      { value: "5\u00a0000+", label: "tyytyväistä käyttäjää" },
      { value: "50+", label: "paikkakuntaa" },
      { value: "25 €", label: "keskimääräinen myyntihinta" },
      { value: "2 päivää", label: "keskimääräinen myyntiaika" },
    ],
  },
  explore: {
    pageTitle: "Selaa",
    greeting: (name: string) => `Hei ${name}, mitä etsit tänään?`,
    greetingAnonymous: "Mitä etsit tänään?",
  },
  tiles: {
    heading: "Selaa kategorioittain",
    viewAll: "Näytä kaikki",
    featured: "Nostot",
    featuredHint: "Viime aikojen suosituimmat",
    likeNew: "Kuin uusi",
    likeNewHint: "Lähes käyttämättömiä",
  },
  filters: {
    label: "Suodata ilmoituksia",
    search: "Hae",
    searchPlaceholder: "Hae tuotteita, merkkejä, kuvauksia",
    category: "Kategoria",
    size: "Koko",
    gender: "Osasto",
    subcategory: "Tyyppi",
    condition: "Kunto",
    brand: "Merkki",
    brandPlaceholder: "Kaikki merkit",
    brandSuggestions: "Ehdotetut merkit",
    brandNoSuggestion: "Ei ehdotettua merkkiä: kirjoittamaasi tekstiä käytetään sellaisenaan.",
    brandSuggestionCount: (count: number) =>
      `${plural(count, { one: "1 ehdotus", other: `${count} ehdotusta` })}, valitse nuolinäppäimillä ylös ja alas.`,
    color: "Väri",
    season: "Vuodenaika",
    style: "Tyyli",
    fabric: "Materiaali",
    city: "Paikkakunta",
    cityPlaceholder: "Kaikki paikkakunnat",
    any: (name: string) => `${name}: kaikki`,
    price: "Hinta",
    priceAny: "Kaikki hinnat",
    priceRange: (min: string, max: string) => `${min} – ${max}`,
    priceFrom: (min: string) => `Vähintään ${min}`,
    priceUpTo: (max: string) => `Enintään ${max}`,
    priceMin: "Vähimmäishinta",
    priceMax: "Enimmäishinta",
    priceMaxOpen: (max: string) => `${max}+`,
    featured: "Nostot",
    clearAll: "Tyhjennä suodattimet",
    removeFilter: (name: string) => `Poista suodatin: ${name}`,
  },
  feed: {
    heading: "Uusimmat ilmoitukset",
    featuredHeading: "Nostot",
    loading: "Ladataan ilmoituksia",
    empty: "Tuotteita ei löytynyt",
    emptyHint: "Kokeile vähemmillä suodattimilla tai toisella hakusanalla.",
    loadMore: "Näytä lisää",
    loadingMore: "Ladataan...",
    loadError: "Ilmoituksia ei saatu ladattua.",
    count: (count: number, more: boolean) =>
      more ? "Yli 1 000 tuotetta" : plural(count, { one: "1 tuote", other: `${count} tuotetta` }),
    sort: {
      label: "Järjestys",
      newest: "Uusimmat ensin",
      price_asc: "Halvimmat ensin",
      price_desc: "Kalleimmat ensin",
      favorites: "Suosituimmat",
    },
    shown: (count: number) => plural(count, { one: "1 tuote näkyvissä", other: `${count} tuotetta näkyvissä` }),
  },
  card: {
    sold: "MYYTY",
    reserved: "Varattu",
    draft: "Luonnos",
    noPhoto: "Ei vielä kuvaa",
    sizeLabel: (size: string) => `Koko ${size}`,
    /** The cheapest postage for the listing's parcel size. */
    shippingFrom: (price: string) => `Postitus alkaen ${price}`,
  },
};
