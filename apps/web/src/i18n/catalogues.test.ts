import { describe, expect, it } from "vitest";
import { en } from "./en";
import { itLeavesNoEnglish } from "./english-leftovers";
import { fi } from "./fi";
import type { Messages } from "./messages";
import { sv } from "./sv";

/**
 * Each translated catalogue says everything in its own language. The type check already proves
 * it has every key; this proves no English text was left in by mistake, and that the information
 * pages keep English's anchors and links. Texts deliberately the same as English are listed per
 * language, each group with its reason; then each language's own grammar is checked on a few
 * texts that build sentences from numbers and names.
 */
interface Translation {
  language: "fi" | "sv";
  name: string;
  catalogue: Messages;
  sameAsEnglish: ReadonlySet<string>;
  /** Each language's own grammar: a title, then the texts it builds and what they must read. */
  grammar: [title: string, checks: (catalogue: Messages) => [actual: string, expected: string][]][];
}

/** Identical in every language: the brand, and formats that hold only their values. */
const everywhere = [
  // The brand, and the carriers' names.
  "common.appName",
  "payments.checkout.pickup.carrier.posti",
  "payments.checkout.pickup.carrier.matkahuolto",
  "notifications.types.other.title",
  "pages.landing.title",
  // Formats without words of their own.
  "common.pageTitle()",
  "listings.product.attributes.centimetres()",
  "listings.filters.priceRange()",
  "listings.filters.priceMaxOpen()",
  "listings.deleteDialog.triggerLabel()",
  "listings.sell.requiredLabel()",
  "myItems.tabCount()",
  "notifications.settings.choice()",
  // The name browsers give the channel in every language.
  "notifications.settings.channels.push",
];

const translations: Translation[] = [
  {
    language: "fi",
    name: "Finnish",
    catalogue: fi,
    sameAsEnglish: new Set([
      ...everywhere,
      // Words Finnish writes as English does.
      "admin.users.id",
      "shell.footer.apiDocs",
      "options.gender.Unisex",
      "options.color.Beige",
      "options.style.Vintage",
      // Units.
      "info/about.figures.items.1.value",
    ]),
    grammar: [
      [
        "picks word forms by Finnish plural rules",
        (c) => [
          [c.listings.feed.shown(1), "1 tuote näkyvissä"],
          [c.listings.feed.shown(2), "2 tuotetta näkyvissä"],
          [c.favorites.count(0), "0 tallennettua tuotetta"],
          [c.reviews.dialog.star(1), "1 tähti"],
          [c.profile.rating("4,5", 1), "4,5/5, 1 arvio"],
          [c.chats.composer.remaining(-1), "1 merkki liikaa"],
          [c.notifications.types.new_message.title(3), "Uusia viestejä"],
        ],
      ],
      [
        // The inflected word is the one before the value ('tuotteesta', 'hintaan'); the value stays as it is.
        "builds sentences so that a name, title or amount needs no case ending",
        (c) => [
          [
            c.notifications.types.new_message.body("Aino", "Marimekko takki", 1),
            'Aino lähetti sinulle viestin tuotteesta "Marimekko takki".',
          ],
          [c.payments.checkout.purchase("25,00 €"), "Osta hintaan 25,00 €"],
          [c.moderation.blockDialog.title("Jonas"), "Estetäänkö Jonas?"],
        ],
      ],
    ],
  },
  {
    language: "sv",
    name: "Swedish",
    catalogue: sv,
    sameAsEnglish: new Set([
      ...everywhere,
      // Words Swedish writes as English does.
      "admin.users.id",
      "wallet.details.iban",
      "admin.roles.moderator",
      "shell.nav.admin",
      "shell.footer.apiDocs",
      "shell.footer.navLabel",
      "moderation.reasons.spam",
      "options.subcategory.t_shirts",
      "options.subcategory.jeans",
      "options.subcategory.shorts",
      "options.subcategory.leggings",
      "options.subcategory.jumpsuits",
      "options.subcategory.sneakers",
      "options.gender.Unisex",
      "options.color.Beige",
      "options.color.Orange",
      "options.style.Vintage",
      "options.style.Modern",
      "options.fabric.Polyester",
      "options.fabric.Denim",
      // Units.
      "info/about.figures.items.1.value",
      "info/limits.photoMegabytes",
    ]),
    grammar: [
      [
        "picks word forms by Swedish plural rules",
        (c) => [
          [c.listings.feed.shown(1), "1 vara visas"],
          [c.listings.feed.shown(2), "2 varor visas"],
          [c.favorites.count(0), "0 sparade varor"],
          [c.reviews.dialog.star(1), "1 stjärna"],
          [c.profile.rating("4,5", 1), "4,5 av 5 baserat på 1 omdöme"],
          [c.notifications.bellLabel(3), "Aviseringar, 3 olästa"],
        ],
      ],
      [
        // A genitive ('Se Annas profil') bends the visible 'Anna' into a word the link never shows (axe).
        "keeps a seller's name as the link shows it",
        (c) => [
          [c.listings.product.sellerProfile("Anna"), "Anna: profil och annonser"],
          [c.listings.product.sellerProfile("Jonas"), "Jonas: profil och annonser"],
        ],
      ],
    ],
  },
];

const infoModules = import.meta.glob<Record<string, unknown>>("./{en,fi,sv}/info/*.ts", { eager: true });

describe.each(translations)("the $name catalogue", ({ language, catalogue, sameAsEnglish, grammar }) => {
  itLeavesNoEnglish({ language, english: en, translated: catalogue, sameAsEnglish, infoModules });

  it.each(grammar)("%s", (_title, checks) => {
    for (const [actual, expected] of checks(catalogue)) expect(actual).toBe(expected);
  });
});
