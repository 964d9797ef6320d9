import { pages } from "../pages";
import { limits } from "./limits";
import { type Block, type DocumentSection, link } from "./rich-text";

const intro: Block[] = [
  "These terms are the agreement between you and Kierto Oy, the Finnish company that runs Kierto, a marketplace where private people buy and sell second-hand clothing, shoes and accessories. By creating an account or using Kierto you accept them. Nothing in them takes away the rights you have under mandatory consumer law.",
];

const sections: DocumentSection[] = [
  {
    id: "who-may-use",
    heading: "1. Who may use Kierto",
    blocks: [
      {
        list: [
          "You must be at least 16 years old. If you are under 18, you need a parent's or guardian's permission to buy or sell.",
          "Kierto is for private individuals selling their own items. Businesses and people who trade for profit may not sell on Kierto.",
          "Each person may have one account. Give your real email address and keep your details up to date.",
          `Keep your password to yourself. You are responsible for what happens on your account; if you think someone else has used it, sign out your devices and change your password in ${pages.settings.title}.`,
        ],
      },
    ],
  },
  {
    id: "listings",
    heading: "2. Listing items",
    blocks: [
      {
        list: [
          "List only items that you own and have the right to sell, and that you still have.",
          `Use real photos of the actual item, at most ${limits.photos} per listing. Photos taken from shops, catalogues or other people are not allowed.`,
          "Describe the item honestly: size, condition, brand and any flaws such as stains, holes or missing buttons. One listing is for one item or one set sold together.",
          "Set the price in euros. Once a buyer has paid or you have agreed a sale, honour it.",
          "Remove a listing as soon as the item is no longer available.",
        ],
      },
      "We may remove listings that break these terms or the law, and we will tell you why.",
    ],
  },
  {
    id: "prohibited-items",
    heading: "3. Prohibited items and behaviour",
    blocks: [
      "You may not list:",
      {
        list: [
          "counterfeits, replicas or anything else that infringes a trademark or copyright;",
          "stolen goods or items you do not have the right to sell;",
          "products recalled for safety reasons, or children's clothing with cords or parts that break EU safety rules;",
          "items made from protected animal or plant species, such as real fur from endangered species or ivory;",
          "used underwear, used swimwear without a hygienic lining, and other items that cannot be sold hygienically;",
          "items showing hateful, violent or extremist symbols;",
          "anything that is not clothing, shoes or accessories, for example cosmetics, medicines, food, electronics, animals, gift cards, tickets or services.",
        ],
      },
      "On Kierto you may not harass, threaten or deceive others, send spam or advertising, ask for payments outside Kierto through links, write fake reviews, or try to get around a block or a closed account.",
    ],
  },
  {
    id: "buying-and-payments",
    heading: "4. Buying and payments",
    blocks: [
      {
        list: [
          "A sale is an agreement between the buyer and the seller. Kierto provides the marketplace, the chat and the card payment, but is not the seller of the items.",
          "Card payments are processed by our card payment provider on its own secure page. Kierto never receives your full card details.",
          `For card payments, a service fee of ${limits.serviceFee} of the item price is shown at checkout. The fee is included in the price and never added to it: the buyer pays exactly the listed price. It is Kierto's commission, and the seller receives the price less the fee once the sale is complete.`,
          `While a buyer is at checkout, the item is reserved for them for up to ${limits.reservation}. If the payment is cancelled, declined or not completed in that time, nothing is charged and the item becomes available again.`,
          "Until a card sale is complete, the seller may cancel it, giving the buyer a reason; the buyer's payment is then refunded in full. A payment that arrives after the item was sold to someone else is refunded automatically.",
          "A payment in person at a hand-over is made directly between the buyer and the seller, without a service fee. Kierto has no part in it and cannot refund it.",
          "Sales between private individuals are usually not covered by the 14-day right of withdrawal that applies to online shops. Ask the seller everything you need to know before you pay.",
        ],
      },
    ],
  },
  {
    id: "hand-over",
    heading: "5. Hand-over, shipping and confirmation",
    blocks: [
      {
        list: [
          "Each listing shows whether the seller hands the item over in person, ships it, or both. Agree a hand-over in the chat.",
          "A shipped item goes to the parcel locker or pickup point the buyer chose at checkout. The postage of the listing's size class and the chosen carrier is shown and paid at checkout as its own line, on top of the price.",
          "The seller hands the parcel to the carrier with the sending code shown on the order page (a printed label is optional) within 5 Finnish working days of the payment, or within the 3 or 5 more working days the buyer granted at the seller's request. Otherwise the sale is cancelled and the buyer refunded in full. A parcel returned to the seller is refunded to the buyer.",
          "Sellers hand over or ship the item promptly, well packed, and as described in the listing.",
          "Buyers check the item at the hand-over, or as soon as it arrives.",
          "A sale is complete when both the buyer and the seller have confirmed it in the chat. Confirm only when you have done your part: a seller when the item has been handed over or sent, a buyer when they have paid or received it. For a hand-over, the side that confirmed first may withdraw its confirmation until the other side confirms.",
        ],
      },
    ],
  },
  {
    id: "reviews",
    heading: "6. Reviews",
    blocks: [
      "After a completed sale, the buyer and the seller may each leave one review of the other. Reviews must be honest and about the sale. We may remove reviews that are abusive, contain personal information, or were not written in good faith.",
    ],
  },
  {
    id: "disputes",
    heading: "7. Disputes between members",
    blocks: [
      [
        "If something goes wrong with a sale, first try to settle it with the other member in the chat. If that does not work, contact us and we will help as described in our ",
        link("dispute policy", "disputePolicy"),
        ". Our help does not limit your right to take the matter further under the law.",
      ],
    ],
  },
  {
    id: "moderation",
    heading: "8. Reporting, moderation and closing accounts",
    blocks: [
      {
        list: [
          "You can report a member or a conversation and block a member in the chat. Our moderators review every report.",
          "If someone breaks these terms or the law, we may remove content, give a warning, limit their use of Kierto, or close their account. We act in proportion to what happened and tell the person our decision and the reasons for it, unless the law or someone's safety prevents us.",
          "You can appeal a moderation decision within 14 days through the appeal link in the notification that tells you about it, or in the email we send if your account was suspended. A moderator who took no part in the first decision reviews it and tells you the outcome with the reasons.",
          [
            `You may delete your account yourself at any time in ${pages.settings.title}, once any sale that is reserved or paid has been completed or cancelled. What we keep after that is explained in the `,
            link("privacy policy", "privacy", "retention"),
            ".",
          ],
        ],
      },
    ],
  },
  {
    id: "liability",
    heading: "9. Our responsibility",
    blocks: [
      "We work to keep Kierto available, safe and accurate, but we cannot guarantee that it is always free of interruptions or errors. We do not check every item, and we are not responsible for the items members sell, their descriptions, or what members do outside Kierto.",
      "We are responsible for damage we cause intentionally or through gross negligence, and for anything else that the law does not allow us to exclude. Otherwise we are responsible only for direct damage caused by our breaking these terms.",
    ],
  },
  {
    id: "changes",
    heading: "10. Changes to these terms",
    blocks: [
      "If we change these terms in a way that matters to you, we tell you by email or in Kierto at least 30 days before the change takes effect. If you do not accept the change, you can close your account before then.",
    ],
  },
  {
    id: "law",
    heading: "11. Governing law",
    blocks: [
      "These terms are governed by the laws of Finland. As a consumer you may also rely on the mandatory consumer protection of the country where you live, and you may take a dispute with Kierto to the district court of your home municipality or to the Finnish Consumer Disputes Board (Kuluttajariitalautakunta) after first contacting the Consumer Advisory Service.",
      ["Questions about these terms? ", link("Contact us", "contact"), "."],
    ],
  },
];

/** docs/product-rules.md#information-pages Static pages: the terms of service. */
export const terms = {
  title: "Terms of service",
  description:
    "Kierto's terms of service: who may use the marketplace, listing rules, prohibited items, payments and the service fee, hand-over, disputes and Finnish law.",
  updated: "2026-11-23",
  intro,
  sections,
};
