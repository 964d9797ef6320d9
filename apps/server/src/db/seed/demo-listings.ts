import type { Category, Color, Condition, Fabric, Gender, Season, Size, Style, Subcategory } from "@kierto/shared";

/** A demo listing; the seed spreads them over the demo sellers, Finnish cities and recent days. */
export interface DemoListing {
  title: string;
  category: Category;
  subcategory: Subcategory | null;
  size: Size;
  condition: Condition;
  brand: string;
  color: Color;
  gender: Gender;
  season: Season;
  style: Style;
  fabric: Fabric;
  euros: number;
  description: string;
}

type Row = [
  string,
  Category,
  Size,
  Condition,
  string,
  Color,
  Gender,
  Season,
  Style,
  Fabric,
  number,
  string,
  Subcategory?,
];

const listing = ([
  title,
  category,
  size,
  condition,
  brand,
  color,
  gender,
  season,
  style,
  fabric,
  euros,
  description,
  subcategory,
]: Row): DemoListing => ({
  title,
  category,
  subcategory: subcategory ?? null,
  size,
  condition,
  brand,
  color,
  gender,
  season,
  style,
  fabric,
  euros,
  description,
});

export const DEMO_SELLER_EMAILS = ["emma@kierto.test", "juho@kierto.test", "sanna@kierto.test"] as const;
export const DEMO_BUYER_EMAILS = ["leevi@kierto.test", "helmi@kierto.test"] as const;

export const DEMO_CITIES = [
  "Helsinki",
  "Espoo",
  "Tampere",
  "Turku",
  "Oulu",
  "Jyväskylä",
  "Vantaa",
  "Kuopio",
  "Lahti",
  "Pori",
  "Joensuu",
  "Rovaniemi",
] as const;

// Sellers here write in Finnish, Swedish or English, and so do the demo's (the search handles all three).
// biome-ignore format: one listing per line reads as a table
const ACTIVE_ROWS: Row[] = [
  ["Unikko striped long-sleeve top", "Tops", "S", "Like New", "Marimekko", "Red", "Women", "All Season", "Classic", "Cotton", 38, "The classic Tasaraita stripe, washed a handful of times and kept folded. No pilling.", "t_shirts"],
  ["Organic cotton logo tee", "Tops", "M", "Good", "Makia", "White", "Men", "Summer", "Casual", "Cotton", 14, "Soft, a little faded print. Fits true to size.", "t_shirts"],
  ["Merino base layer shirt", "Tops", "L", "Like New", "Halti", "Gray", "Men", "Winter", "Modern", "Wool", 32, "Worn on two ski trips. Warm without being itchy.", "t_shirts"],
  ["Linneblus med knappar", "Tops", "38", "New", "Arket", "Beige", "Women", "Summer", "Classic", "Linen", 45, "Köpt till ett bröllop men aldrig använd, lappen sitter kvar.", "shirts_blouses"],
  ["Villapaita, koko M", "Tops", "M", "Good", "Zara", "Brown", "Women", "Fall", "Trendy", "Wool", 22, "Paksu palmikkoneule, väljä malli. Hihansuissa vähän nukkaa.", "knitwear"],
  ["T-paidat, 2 kpl", "Tops", "XL", "Like New", "H&M", "Black", "Men", "All Season", "Casual", "Cotton", 8, "Kaksi mustaa perus-t-paitaa, pidetty muutaman kerran.", "t_shirts"],
  ["Silk camisole", "Tops", "36", "Like New", "Arket", "Pink", "Women", "Summer", "Modern", "Silk", 29, "Delicate silk with adjustable straps. Hand washed only.", "tank_tops"],
  ["Ylletröjor, två stycken", "Tops", "L", "Fair", "Makia", "Green", "Unisex", "Fall", "Casual", "Wool", 26, "Två varma ylletröjor. Lite noppor på ärmarna, annars fina.", "knitwear"],
  ["Villapaidat, 2 kpl", "Tops", "M", "Good", "Luhta", "Blue", "Women", "Winter", "Classic", "Wool", 40, "Kaksi ohutta villapaitaa, sininen ja harmaa. Toisessa pieni parsittu kohta selässä, ei näy päällä.", "knitwear"],
  ["Running top with reflective details", "Tops", "S", "Like New", "Nike", "Orange", "Women", "Spring", "Modern", "Polyester", 18, "Dri-FIT running top, worn for one season."],
  ["Puffed sleeve blouse", "Tops", "40", "Good", "Nanso", "Yellow", "Women", "Spring", "Bohemian", "Cotton", 24, "Sunny yellow with small flowers. Made in Finland.", "shirts_blouses"],
  ["501 original straight jeans", "Bottoms", "W34/L32", "Good", "Levi's", "Blue", "Men", "All Season", "Classic", "Denim", 35, "Medium wash, broken in just right. Leg length 32.", "jeans"],
  ["High-waisted wide-leg trousers", "Bottoms", "38", "Like New", "Arket", "Beige", "Women", "Spring", "Modern", "Linen", 42, "Linen blend with side pockets. Worn twice.", "trousers"],
  ["Pleated midi skirt", "Bottoms", "36", "Good", "Zara", "Green", "Women", "Fall", "Trendy", "Polyester", 17, "Moves beautifully. Elastic waistband.", "skirts"],
  ["Hiking trousers with zip-off legs", "Bottoms", "L", "Good", "Halti", "Gray", "Men", "Summer", "Casual", "Polyester", 28, "Converts to shorts. Plenty of pockets, no holes.", "trousers"],
  ["Kids' waterproof trousers", "Bottoms", "116cm", "Like New", "Reima", "Red", "Kids", "Fall", "Casual", "Polyester", 19, "Reimatec rain trousers for puddle season, size 110.", "trousers"],
  ["Tasaraita knit joggers", "Bottoms", "M", "Good", "Marimekko", "Blue", "Unisex", "All Season", "Casual", "Cotton", 33, "Comfortable striped joggers, light fading."],
  ["Slim fit chinos", "Bottoms", "L", "Good", "H&M", "Beige", "Men", "Spring", "Classic", "Cotton", 12, "Stretch chinos. Worn to the office.", "trousers"],
  ["Leather mini skirt", "Bottoms", "36", "Like New", "Zara", "Black", "Women", "Fall", "Trendy", "Leather", 26, "Real leather, lined, with a back zip.", "skirts"],
  ["Villaiset culottes-housut", "Bottoms", "40", "Good", "Nanso", "Gray", "Women", "Winter", "Classic", "Wool", 30, "Lämpimät ja vuoritetut. Näyttävät hyvältä saappaiden kanssa.", "trousers"],
  ["Denim shorts", "Bottoms", "S", "Fair", "Levi's", "Blue", "Women", "Summer", "Vintage", "Denim", 15, "Cut-off vintage 90s shorts. Frayed hem by design.", "shorts"],
  ["Unikko print dress", "Dresses", "38", "Like New", "Marimekko", "Red", "Women", "Summer", "Classic", "Cotton", 89, "The iconic poppy print, worn to one summer party.", "everyday_dresses"],
  ["Wrap dress with long sleeves", "Dresses", "M", "Good", "Nanso", "Purple", "Women", "Fall", "Classic", "Polyester", 27, "Flattering wrap with a tie belt. Machine washable."],
  ["Linen summer dress", "Dresses", "S", "New", "Arket", "White", "Women", "Summer", "Bohemian", "Linen", 55, "Never worn, still has the tags. Light and airy.", "everyday_dresses"],
  ["Satin slip dress", "Dresses", "36", "Like New", "Zara", "Green", "Women", "Spring", "Trendy", "Silk", 32, "Emerald satin, bias cut. Worn once to a wedding.", "party_dresses"],
  ["Stickad ylleklänning", "Dresses", "L", "Good", "Luhta", "Beige", "Women", "Winter", "Casual", "Wool", 36, "Mysig midilängd med ribbstickad fåll."],
  ["Shirt dress with belt", "Dresses", "40", "Good", "H&M", "Blue", "Women", "Spring", "Classic", "Cotton", 14, "Chambray shirt dress, belt included."],
  ["Velvet party dress", "Dresses", "34", "Like New", "Zara", "Black", "Women", "Winter", "Formal", "Polyester", 24, "Little black dress in velvet. Perfect for pikkujoulut.", "party_dresses"],
  ["Floral maxi dress", "Dresses", "M", "Good", "Nanso", "Orange", "Women", "Summer", "Bohemian", "Cotton", 29, "Long and flowy, small print. Made in Finland.", "everyday_dresses"],
  ["Vintage 70s print dress", "Dresses", "38", "Fair", "Marimekko", "Yellow", "Women", "Summer", "Vintage", "Cotton", 120, "A real vintage piece from the 1970s. A couple of faint marks near the hem, priced accordingly."],
  ["Knit dress with pockets", "Dresses", "XL", "Like New", "Makia", "Gray", "Women", "Fall", "Casual", "Cotton", 34, "Heavy jersey dress with pockets. Worn a few times."],
  ["Down parka with hood", "Outerwear", "M", "Good", "Luhta", "Black", "Women", "Winter", "Classic", "Polyester", 95, "Warm to minus 25. Removable faux fur trim. Small scuff on one sleeve.", "coats"],
  ["Shell jacket, waterproof", "Outerwear", "L", "Like New", "Halti", "Blue", "Men", "Spring", "Modern", "Polyester", 85, "DrymaxX membrane, taped seams. Used on one fell hike.", "rain_outdoor"],
  ["Reima talvihaalari, koko 98", "Outerwear", "98cm", "Good", "Reima", "Pink", "Kids", "Winter", "Casual", "Polyester", 45, "Reimatec-haalari, piti tyttäremme lämpimänä kaksi talvea.", "overalls"],
  ["Wool coat, double-breasted", "Outerwear", "38", "Like New", "Arket", "Gray", "Women", "Fall", "Classic", "Wool", 110, "Recycled wool blend, beautifully cut. Worn one autumn.", "coats"],
  ["Denim trucker jacket", "Outerwear", "M", "Good", "Levi's", "Blue", "Unisex", "Spring", "Vintage", "Denim", 40, "The classic trucker, nicely faded.", "jackets"],
  ["Parka with wool lining", "Outerwear", "L", "Good", "Makia", "Green", "Men", "Winter", "Modern", "Cotton", 120, "Waxed cotton shell with a wool lining. Built for Finnish winters.", "coats"],
  ["Leather biker jacket", "Outerwear", "S", "Good", "Zara", "Black", "Women", "Fall", "Trendy", "Leather", 60, "Genuine leather, soft and broken in.", "jackets"],
  ["Lightweight puffer vest", "Outerwear", "M", "Like New", "Halti", "Red", "Women", "Spring", "Modern", "Polyester", 30, "Packs into its own pocket."],
  ["Trenchcoat med skärp", "Outerwear", "40", "Good", "H&M", "Beige", "Women", "Spring", "Classic", "Cotton", 35, "Klassisk trenchcoat. En knapp har bytts ut.", "coats"],
  ["Lasten välikausitakki", "Outerwear", "110cm", "Like New", "Reima", "Green", "Kids", "Spring", "Casual", "Polyester", 24, "Vedenpitävä ja hengittävä, heijastimet hihoissa. Käytetty yhden kevään.", "jackets"],
  ["Laskettelutakki", "Outerwear", "XL", "Fair", "Luhta", "White", "Men", "Winter", "Modern", "Polyester", 48, "Lämmin ja yhä vedenpitävä. Hihansuissa pieniä jälkiä.", "jackets"],
  ["Marimekko takki", "Outerwear", "36", "Like New", "Marimekko", "Brown", "Women", "Winter", "Classic", "Cashmere", 240, "Kaunis kietaisumalli kashmirsekoitetta, käytetty vain muutaman kerran. Kemiallisesti pesty.", "coats"],
  ["Air Max trainers", "Shoes", "EU42", "Good", "Nike", "White", "Men", "All Season", "Trendy", "Leather", 55, "Clean soles, a little creasing on the toe box.", "sneakers"],
  ["Leather ankle boots", "Shoes", "EU38", "Like New", "Arket", "Black", "Women", "Fall", "Classic", "Leather", 70, "Block heel, side zip. Resoled once, barely worn since.", "boots"],
  ["Lasten talvikengät", "Shoes", "EU30", "Good", "Reima", "Blue", "Kids", "Winter", "Casual", "Polyester", 22, "Lämpimästi vuoratut, helppo tarrakiinnitys.", "boots"],
  ["Running shoes, Pegasus", "Shoes", "EU44", "Fair", "Nike", "Gray", "Men", "All Season", "Modern", "Polyester", 25, "Around 300 km on them. Still comfortable for walking.", "sneakers"],
  ["Canvas sneakers", "Shoes", "EU40", "Like New", "H&M", "White", "Unisex", "Summer", "Casual", "Cotton", 10, "Worn twice, too small for me.", "sneakers"],
  ["Hiking boots, waterproof", "Shoes", "EU46", "Good", "Halti", "Brown", "Men", "Fall", "Casual", "Leather", 58, "Great grip. Reproofed this autumn.", "boots"],
  ["Strappy sandals", "Shoes", "EU36", "New", "Zara", "Beige", "Women", "Summer", "Modern", "Leather", 19, "Never worn, in the original box.", "sandals"],
  ["Chelsea boots", "Shoes", "EU42", "Good", "Levi's", "Brown", "Men", "Fall", "Classic", "Leather", 45, "Suede Chelsea boots, brushed and proofed.", "boots"],
  ["Gummistövlar med tryck", "Shoes", "EU38", "Like New", "Marimekko", "Green", "Women", "Spring", "Casual", "Polyester", 35, "Mönstrade gummistövlar för regniga dagar.", "boots"],
  ["Canvas tote bag", "Accessories", "one_size", "Good", "Marimekko", "Black", "Unisex", "All Season", "Casual", "Cotton", 18, "The everyday Unikko tote. Roomy, strong handles.", "bags"],
  ["Merino beanie", "Accessories", "S", "Like New", "Makia", "Gray", "Unisex", "Winter", "Casual", "Wool", 12, "Fine merino, not itchy.", "hats"],
  ["Silk scarf", "Accessories", "one_size", "Like New", "Arket", "Blue", "Women", "All Season", "Classic", "Silk", 22, "Square silk scarf with a printed border.", "scarves"],
  ["Leather belt", "Accessories", "L", "Good", "Levi's", "Brown", "Men", "All Season", "Classic", "Leather", 15, "Full-grain leather, 95 cm.", "belts"],
  ["Kids' mittens and hat set", "Accessories", "one_size", "Good", "Reima", "Purple", "Kids", "Winter", "Casual", "Wool", 14, "Wool-lined set for toddlers.", "gloves"],
  ["Crossbody bag", "Accessories", "one_size", "Like New", "Zara", "Red", "Women", "All Season", "Trendy", "Leather", 20, "Small crossbody with an adjustable strap.", "bags"],
  ["Wool scarf, checked", "Accessories", "one_size", "Good", "Luhta", "Red", "Unisex", "Winter", "Classic", "Wool", 16, "Warm lambswool scarf.", "scarves"],
  ["Sports backpack", "Accessories", "one_size", "Good", "Nike", "Black", "Unisex", "All Season", "Modern", "Polyester", 24, "Laptop sleeve, all zips working.", "bags"],
  ["Käsin neulotut lapaset", "Accessories", "S", "New", "Nanso", "White", "Women", "Winter", "Vintage", "Wool", 25, "Perinteinen kirjoneulekuvio. Käyttämättömät.", "gloves"],
];
export const DEMO_ACTIVE_LISTINGS: DemoListing[] = ACTIVE_ROWS.map(listing);

/** Sold before the seed's "now", so the sellers have sales history and My Items shows Sales. */
// biome-ignore format: one listing per line reads as a table
const SOLD_ROWS: Row[] = [
  ["Kuusi-pattern wool sweater", "Tops", "M", "Good", "Nanso", "Green", "Women", "Winter", "Vintage", "Wool", 42, "Sold, thank you!"],
  ["Snowboard jacket", "Outerwear", "L", "Good", "Halti", "Orange", "Men", "Winter", "Modern", "Polyester", 70, "Bright and warm.", "jackets"],
  ["Suede loafers", "Shoes", "EU38", "Like New", "Arket", "Brown", "Women", "Spring", "Classic", "Leather", 48, "Barely worn.", "dress_shoes"],
];
export const DEMO_SOLD_LISTINGS: DemoListing[] = SOLD_ROWS.map(listing);

/** Unfinished listings: visible only to their sellers, in My Items. */
// biome-ignore format: one listing per line reads as a table
const DRAFT_ROWS: Row[] = [
  ["Raincoat, needs a photo", "Outerwear", "S", "Good", "Makia", "Yellow", "Women", "Spring", "Casual", "Polyester", 40, "Draft: will add photos after washing.", "rain_outdoor"],
  ["Jeans to list later", "Bottoms", "36", "Fair", "Levi's", "Blue", "Women", "All Season", "Vintage", "Denim", 20, "", "jeans"],
];
export const DEMO_DRAFT_LISTINGS: DemoListing[] = DRAFT_ROWS.map(listing);
