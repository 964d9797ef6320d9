import { contact } from "./contact";
import { type Block, type DocumentSection, link } from "./rich-text";

const disputeCategory = `“${contact.categories.dispute}”`;

const intro: Block[] = [
  "Most problems between buyers and sellers are misunderstandings that a short conversation clears up. This policy explains what to do when that does not work, how we help, and how long each step takes.",
];

/** The commitments at a glance, shown above the full text. */
const timeline = [
  { value: "48 hours", label: "for the buyer and the seller to settle it between themselves" },
  { value: "72 hours", label: "for the seller to answer a problem you report about a card purchase" },
  { value: "3 days", label: "to send back an item the seller takes back" },
  { value: "24 hours", label: "for our first response after you contact us" },
  { value: "3-5 business days", label: "to resolve a simple case" },
  { value: "Up to 10 business days", label: "to resolve a complex case" },
  { value: "14 days", label: "to appeal our decision" },
];

const sections: DocumentSection[] = [
  {
    id: "scope",
    heading: "1. What this policy covers",
    blocks: [
      "Disagreements between a buyer and a seller about a sale made on Kierto, for example:",
      {
        list: [
          "the item was paid for but not handed over or sent;",
          "the item is significantly different from its listing: another size, undisclosed damage, or not genuine;",
          "someone did not come to an agreed hand-over, or went back on an agreed sale;",
          "a problem with a card payment made through Kierto.",
        ],
      },
      "Threats, harassment and scams are not disputes: report them straight away from the chat's menu, without waiting. If you are in danger, call 112.",
    ],
  },
  {
    id: "buyer-protection",
    heading: "2. Buyer protection for card purchases",
    blocks: [
      "When you pay by card on Kierto, the seller is paid only once you confirm that everything is OK, or 48 hours after the item reached you. If something is wrong, report it from the sale's page before those 48 hours end, with the reason (not received, damaged in transit, not as described, counterfeit, wrong item, items missing from a bundle, or other) and a description. The payment then stays on hold until the case ends.",
      "If a parcel never arrives and the carrier has said nothing new about it for 7 days, you can report it as not received from the sale's page without waiting. If the seller accepts, you are refunded in full at once: there is nothing to send back.",
      {
        list: [
          "The seller has 72 hours to answer, and we remind them after 48. They can take the item back for a full refund, offer part of the price back, or contest your report with their own account.",
          "If the seller takes the item back, send it within 3 days: a shipped sale gets a return sending code on the sale's page. You are refunded in full once the return reaches the seller, or when the seller confirms they have it. The return postage is the seller's when the item was not as described (counterfeit, the wrong item or items missing too), Kierto's when the carrier damaged or lost the parcel, and yours for anything else the seller agreed to take back; yours is taken off the refund.",
          "If the seller offers part of the price back, you have 72 hours to accept it and keep the item, or to decline.",
          "If the seller contests, stays silent for 72 hours, you decline a partial refund or let it lapse, or a return is not sent within 3 days, the case goes to our moderators. A moderator who has no part in the sale decides: a full refund, part of the price back, or the payment to the seller. Both of you receive the decision with its reasons in writing.",
          "A full refund of an item you have waits for the item: send it back within 3 days with the return sending code on the sale's page, and you are refunded once it reaches the seller. The decision names who pays the return postage. If the return is not sent in time, the case goes back to our moderators. Only an item that never arrived, or is not worth sending back, is refunded at once.",
          "You can have at most three cases open at once.",
        ],
      },
    ],
  },
  {
    id: "settle-first",
    heading: "3. Step one: talk to each other (48 hours)",
    blocks: [
      "For anything buyer protection does not cover, such as a hand-over paid in cash, write to the other member in the Kierto chat of that sale. Explain the problem calmly, add photos if they help, and say what would put it right: a return, a partial refund or a replacement.",
      "Give the other member 48 hours to reply and settle it before you contact support. Keep the conversation in the Kierto chat: it is the record we will look at if you need our help.",
    ],
  },
  {
    id: "contact-support",
    heading: "4. Step two: contact support",
    blocks: [
      [
        "If you have not reached an agreement after 48 hours, or the other member does not answer, send us a message through the ",
        link("contact form", "contact"),
        ` with the category ${disputeCategory}. Please include:`,
      ],
      {
        list: [
          "the title of the item and the other member's display name;",
          "what happened and when, and what you have already agreed or tried;",
          "what you would like to happen;",
          "photos of the item or the packaging, if they show the problem.",
        ],
      },
    ],
  },
  {
    id: "how-we-handle",
    heading: "5. How we handle your case",
    blocks: [
      {
        list: [
          "We send you a first response within 24 hours.",
          "We hear both sides. We read the chat of that sale and look at the listing and the payment, and we may ask either of you for photos or other details.",
          "We resolve simple cases within 3-5 business days, and complex ones, such as those needing a return or evidence from both sides, within 10 business days at the most.",
          "We tell both of you our decision and the reasons for it in writing.",
        ],
      },
    ],
  },
  {
    id: "outcomes",
    heading: "6. Possible outcomes",
    blocks: [
      {
        list: [
          "An agreement between you that we help to reach.",
          "For card payments made through Kierto: a full refund when the item was not delivered, or a full or partial refund when it is significantly not as described. We may first ask the buyer to return the item.",
          "No refund, when the item matches its listing.",
          "A warning, limits on the account or closing the account of a member who acted in bad faith.",
        ],
      },
      "Payments made in person at a hand-over do not go through Kierto, so we cannot refund them. We still help you reach an agreement and act on the accounts involved.",
    ],
  },
  {
    id: "appeals",
    heading: "7. Appeals",
    blocks: [
      "If you disagree with our decision, you can appeal once, within 14 days of receiving it (of the refund, when a refund waited for the item's return). For a decision on a problem with an order, use 'Appeal' under the decision on the order's page; for other decisions, reply to our decision message or use the contact form. Tell us why you think the decision is wrong, with any new information. Someone who took no part in the first decision reviews the case and gives you a final answer with the reasons for it.",
      "If the review finds that our decision on an order was wrong, Kierto itself pays you what the decision cost you, into your Kierto balance: the seller their share of the price, or the return postage they paid when the item came back to them; the buyer the price. We do not take back a refund or a payment the other party already received.",
    ],
  },
  {
    id: "your-rights",
    heading: "8. Your legal rights",
    blocks: [
      [
        "This policy does not limit your rights under the law. You can always take a dispute to a court, and as a consumer you can ask the Consumer Advisory Service for advice and bring a dispute with Kierto to the Finnish Consumer Disputes Board (Kuluttajariitalautakunta). See also our ",
        link("terms of service", "terms", "disputes"),
        ".",
      ],
    ],
  },
];

/** docs/product-rules.md#information-pages Static pages: the dispute policy, with the spec's time limits. */
export const disputePolicy = {
  title: "Dispute policy",
  description:
    "What to do when a sale on Kierto goes wrong: 48 hours to settle it together, our first response within 24 hours, 3-5 or up to 10 business days to resolve, and 14 days to appeal.",
  updated: "2026-11-27",
  timelineHeading: "At a glance",
  timeline,
  intro,
  sections,
};
