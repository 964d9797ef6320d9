import { limits } from "./limits";
import { type Block, link, type RichText } from "./rich-text";

interface Step {
  title: string;
  body: readonly Block[];
}

const buyerSteps: Step[] = [
  {
    title: "Find something you like",
    body: [
      "Browse and filter by category, size, condition, brand, colour, city and price. You can look around without an account.",
    ],
  },
  {
    title: "Join and ask the seller",
    body: [
      "Create a free account and confirm your email. Then message the seller from the item's page to ask about fit, flaws or delivery. Save items to your favourites to find them again.",
    ],
  },
  {
    title: "Pay by card, or agree a hand-over",
    body: [
      `Buy Now takes you to checkout, where you see the item, the seller, the delivery method and the ${limits.serviceFee} service fee, which is included in the price. You pay on our card payment provider's secure payment page, and the item is reserved for you for ${limits.reservation} while you do. If you cancel there or the payment is declined, nothing is charged and the item is for sale again.`,
      "Or agree a place and time in the chat and pay the seller in person when you meet.",
    ],
  },
  {
    title: "Receive the item and confirm",
    body: [
      "A sale is complete when both of you have confirmed it in the chat. Paying by card confirms your side; after a hand-over you choose “Confirm Purchase”.",
      "If the seller cannot hand over a paid item, they cancel the sale and your payment is refunded in full.",
      "Shipping: follow the parcel on the order page and in the chat. Once it has arrived you have 48 hours to check the item and choose “Everything is OK” (at a parcel locker, from when you pick it up); after that the sale completes by itself. If the seller does not send the parcel in time, or it goes back to the seller, you get your money back.",
    ],
  },
  {
    title: "Review the seller",
    body: [
      `Once the sale is complete you can leave one review: ${limits.stars} and a short comment. Reviews help the next buyer.`,
    ],
  },
];

const sellerSteps: Step[] = [
  {
    title: "List your item",
    body: [
      `Add up to ${limits.photos} real photos of the item (JPG, PNG or WebP, each up to ${limits.photoMegabytes}), a title, the price, the category and the size, and as many details as you know. Choose hand delivery or shipping. Not ready yet? Save it as a draft.`,
      "We remove the location and other metadata from your photos before anyone sees them.",
    ],
  },
  {
    title: "Answer buyers in the chat",
    body: [
      "Buyers message you from the listing, and a notification tells you when new messages arrive. Keep the conversation in Kierto: it is your record if something goes wrong.",
    ],
  },
  {
    title: "Sell by card or at a hand-over",
    body: [
      "When a buyer pays by card, the item is marked sold and you are notified. For a hand-over, agree the details in the chat and take the payment in person.",
      "Can't hand over a paid item after all? Choose “Cancel sale” in the chat and give the reason: the buyer is refunded in full, the chat shows the cancellation and your listing goes back on sale.",
    ],
  },
  {
    title: "Hand over or ship, then confirm",
    body: [
      "After handing the item over or sending it, choose “Mark as Sold” or “Confirm Sale” in the chat. When both sides have confirmed, the sale is complete.",
      "Shipping: when the buyer has paid, the order page and the chat show a sending code. Type it at a parcel locker or show it at a pickup point within 5 Finnish working days (a reminder comes on the third); a printed label (PDF) is optional. Short of time? Ask the buyer once for 3 or 5 more working days. A parcel not sent in time cancels the sale and refunds the buyer. The carrier's scans move the sale on: you confirm nothing yourself.",
      `For card sales, Kierto then pays you the price less the ${limits.serviceFee} service fee.`,
    ],
  },
  {
    title: "Review the buyer",
    body: ["Leave a review for the buyer. Good reviews make your next sale easier."],
  },
];

const safety: Block[] = [
  {
    list: [
      "Report: open the chat's menu and choose Report, with a reason such as spam, harassment or scam. A moderator reviews every report and can remove listings or suspend accounts.",
      "Block: choose Block in the same menu and your conversations with that person are closed for both of you. You can unblock them later in your account settings.",
      "Meet in a busy public place, check the item before you pay, and never share card details or bank codes in the chat.",
      [
        "If a sale goes wrong, talk in the chat first. Our ",
        link("dispute policy", "disputePolicy"),
        " explains how we help when you cannot agree.",
      ],
    ],
  },
];

const costs: Block[] = [
  {
    list: [
      "Joining and listing items are free.",
      `Card payments: a service fee of ${limits.serviceFee} of the price is shown at checkout. It is part of the price, never added to it; the seller receives the rest.`,
      "Payments in person at a hand-over: no fee.",
    ],
  },
];

const questions: RichText = [
  "More questions? The ",
  link("FAQ", "faq"),
  " has the answers, and you can always ",
  link("contact us", "contact"),
  ".",
];

/** docs/product-rules.md#information-pages: how buying and selling on Kierto really works. */
export const howItWorks = {
  title: "How Kierto works",
  description:
    "Step by step: how to buy and sell second-hand clothes on Kierto, how card payment and hand-overs work, what it costs and how to stay safe.",
  lead: "Buying and selling pre-loved clothes on Kierto, step by step.",
  buyersHeading: "Buying",
  buyerSteps,
  sellersHeading: "Selling",
  sellerSteps,
  stepLabel: (n: number) => `Step ${n}`,
  safetyHeading: "Staying safe",
  safety,
  costsHeading: "What it costs",
  costs,
  questions,
};
