import type { Subcategory } from "./catalogue";
import type { CATEGORIES, COLORS, CONDITIONS, FABRICS, SEASONS } from "./options";

/**
 * The words shoppers search with for the option lists' values, in Finnish, Swedish and English
 * (docs/product-rules.md#feed): a search word that is one of these finds the listings with that
 * value first ('takki' finds Outerwear, 'klänning' Dresses, 'villa' Wool), then the listings
 * whose text holds the word ('Marimekko' for 'mekko'). Written out with their common forms
 * (singular, plural, partitive, genitive), lower case; a word that means several things
 * (Swedish 'linne' is linen and a tank top, English 'fair' and 'good') is left out.
 */
export interface AttributeValues {
  category?: (typeof CATEGORIES)[number];
  subcategory?: Subcategory;
  color?: (typeof COLORS)[number];
  fabric?: (typeof FABRICS)[number];
  season?: (typeof SEASONS)[number];
  condition?: (typeof CONDITIONS)[number];
}

export type AttributeColumn = keyof AttributeValues;
export const ATTRIBUTE_COLUMNS = ["category", "subcategory", "color", "fabric", "season", "condition"] as const;

type Words<T extends string> = Record<T, string>;

const categoryWords: Partial<Words<NonNullable<AttributeValues["category"]>>> = {
  Tops: "tops top paita paidat paitoja paidan paitaa pusero puserot puseroita toppi topit toppeja neule neuleet neuleita tröja tröjor tröjan topp toppar blus blusar skjorta skjortor shirt shirts blouse blouses sweater sweaters",
  Bottoms:
    "bottoms housut housuja housujen hame hameet hameita hameen shortsit shortseja byxor byxa kjol kjolar kjolen shorts trousers pants skirt skirts",
  Dresses: "dresses dress mekko mekot mekkoja mekon mekkoa leninki leningit klänning klänningar klänningen",
  Outerwear:
    "outerwear takki takit takkeja takin takkia ulkovaatteet ulkovaatteita jacka jackor jackan jackorna ytterkläder jacket jackets parka parkas",
  Shoes: "shoes shoe kenkä kengät kenkiä kengän kenkää sko skor skon skorna",
  Accessories:
    "accessories asusteet asuste asusteita laukku laukut laukkuja huivi huivit huiveja pipo pipot hattu hatut accessoarer väska väskor halsduk mössa bag bags scarf scarves hat hats belt",
};

/** Words for a kind of item, not its category: 'saappaat' finds boots, not every shoe. */
const subcategoryWords: Partial<Words<Subcategory>> = {
  boots:
    "saapas saappaat saappaita saappaiden kumisaappaat kumisaappaita nilkkurit stövlar stövel kängor känga boots boot",
  sneakers: "tennarit tennareita lenkkarit lenkkareita sneakers sneaker gympaskor",
  sandals: "sandaalit sandaaleja sandaali sandaler sandal sandals",
  jeans: "farkut farkkuja farkkujen jeans",
  overalls: "haalari haalarit haalareita toppahaalari välikausihaalari overall overaller overalls",
  coats: "kappa kapat kappoja kapan rock rockar coat coats",
  rain_outdoor: "sadetakki sadetakit kuoritakki kuoritakit regnjacka regnkläder raincoat",
  gloves: "lapaset lapasia hanskat hanskoja käsineet vantar handskar gloves mittens",
  jewellery: "korut koruja koru smycken jewellery jewelry",
};

const colorWords: Partial<Words<NonNullable<AttributeValues["color"]>>> = {
  Black: "black musta mustat mustia mustan svart svarta",
  White: "white valkoinen valkoiset valkoisia vit vita",
  Gray: "gray grey harmaa harmaat harmaita grå gråa",
  Brown: "brown ruskea ruskeat ruskeita brun bruna",
  Beige: "beige beiget",
  Red: "red punainen punaiset punaisia röd röda",
  Pink: "pink pinkki vaaleanpunainen vaaleanpunaiset rosa",
  Orange: "orange oranssi oranssit",
  Yellow: "yellow keltainen keltaiset keltaisia gul gula",
  Green: "green vihreä vihreät vihreitä grön gröna",
  Blue: "blue sininen siniset sinisiä blå blåa",
  Purple: "purple violetti violetit liila lila",
};

const fabricWords: Partial<Words<NonNullable<AttributeValues["fabric"]>>> = {
  Cotton: "cotton puuvilla puuvillaa puuvillainen bomull",
  Linen: "linen pellava pellavaa pellavainen",
  Wool: "wool villa villaa villainen villaiset ull ylle",
  Silk: "silk silkki silkkiä silkkinen siden",
  Polyester: "polyester polyesteri",
  Denim: "denim",
  Leather: "leather nahka nahkaa nahkainen nahkaiset läder skinn",
  Cashmere: "cashmere kashmir kashmiria",
};

const seasonWords: Partial<Words<NonNullable<AttributeValues["season"]>>> = {
  Spring: "spring kevät kevään kevääksi vår",
  Summer: "summer kesä kesän kesäksi sommar",
  Fall: "autumn syksy syksyn syksyksi höst",
  Winter: "winter talvi talven talveksi vinter",
};

const conditionWords: Partial<Words<NonNullable<AttributeValues["condition"]>>> = {
  New: "uusi uudet uusia ny nya",
  "Like New": "uudenveroinen uudenveroiset nyskick",
};

const lists: Record<AttributeColumn, Partial<Record<string, string>>> = {
  category: categoryWords,
  subcategory: subcategoryWords,
  color: colorWords,
  fabric: fabricWords,
  season: seasonWords,
  condition: conditionWords,
};

const byWord = new Map<string, { column: AttributeColumn; value: string }>();
for (const column of ATTRIBUTE_COLUMNS) {
  for (const [value, words] of Object.entries(lists[column])) {
    for (const word of words?.split(" ") ?? []) byWord.set(word, { column, value });
  }
}

/** The option value a search word names ('kengät': category Shoes), if any. */
export function attributeOfWord(word: string): { column: AttributeColumn; value: string } | undefined {
  return byWord.get(word.normalize("NFC").toLowerCase());
}
