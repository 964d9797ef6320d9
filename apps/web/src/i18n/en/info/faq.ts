import { pluralizer } from "../../plural";
import { account } from "../account";
import { auth } from "../auth";
import { common } from "../common";
import { listingPages as listings } from "../listing-pages";
import { pages } from "../pages";
import { profile } from "../profile";
import { shell } from "../shell";
import { limits } from "./limits";
import { type Block, link, type RichText } from "./rich-text";

const plural = pluralizer("en");

export interface FaqEntry {
  /** Stable across languages, so an answer can be linked to (/faq#photo-formats). */
  id: string;
  question: string;
  answer: readonly Block[];
}

export interface FaqCategory {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

const emptyBody: RichText = ["Try another word, or ", link("contact us", "contact"), " and we will help you."];

/** Where the account's own settings are: the profile's link to them. */
const settings = `Open ${pages.profile.title} and choose “${profile.settings}”`;

const categories: FaqCategory[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    entries: [
      {
        id: "what-is-kierto",
        question: "What is Kierto?",
        answer: [
          "Kierto is a marketplace for pre-loved clothing, shoes and accessories in Finland. Private people list what they no longer wear, buyers ask questions in the chat, and the item changes hands by card payment or by a hand-over agreed in the chat. Prices are in euros.",
          "The name is Finnish for “circulation”: good clothes should keep going round.",
        ],
      },
      {
        id: "account-needed",
        question: "Do I need an account to browse?",
        answer: [
          "No. Anyone can browse and filter listings, open item pages and read these help pages.",
          "A free account is needed to save favourites, message sellers, buy and sell.",
        ],
      },
      {
        id: "create-account",
        question: "How do I create an account?",
        answer: [
          `Choose “${shell.nav.join}”, then enter a display name, your email address and a password of at least ${limits.passwordLength} characters.`,
          "We email you a confirmation link. Open it and your account is ready. You must be at least 16 years old to use Kierto.",
        ],
      },
      {
        id: "cost",
        question: "What does Kierto cost?",
        answer: [
          "Joining and listing items are free.",
          `When a buyer pays by card, a service fee of ${limits.serviceFee} of the item price is shown at checkout. It is included in the price, not added on top: the buyer pays exactly the listed price. A sale paid in person at a hand-over has no fee.`,
        ],
      },
      {
        id: "what-can-be-sold",
        question: "What can I sell on Kierto?",
        answer: [
          "Your own clothing, shoes and accessories: tops, bottoms, dresses, outerwear, shoes and accessories such as bags, scarves and belts.",
          [
            "Counterfeits, stolen goods and unsafe items are not allowed. The full list is in our ",
            link("terms of service", "terms", "prohibited-items"),
            ".",
          ],
        ],
      },
    ],
  },
  {
    id: "selling",
    title: "Selling",
    entries: [
      {
        id: "list-an-item",
        question: "How do I list an item?",
        answer: [
          `Choose “${shell.nav.sell}”, add photos, then a title, price, category and size: these are required. Condition, brand, colour, season, style, fabric and city are optional but help buyers find your item.`,
          "Pick hand delivery or shipping and publish the listing, or save it as a draft and finish it later from My Items.",
        ],
      },
      {
        id: "photo-formats",
        question: "What kind of photos can I add?",
        answer: [
          `Up to ${limits.photos} photos per listing, in JPG or PNG format (WebP works too), each under ${limits.photoMegabytes}. The first photo is the cover shown in the listings.`,
          "iPhone photos in HEIC format are not accepted: choose “Most Compatible” in the camera settings, or share the photo as a JPG.",
          "Photograph the item you are selling, in daylight and from several sides, and show any flaws. Before a photo is shown to anyone we remove its metadata, including the location where it was taken.",
        ],
      },
      {
        id: "edit-or-remove",
        question: "Can I change or remove a listing?",
        answer: [
          `Drafts can be edited from My Items with Edit. On a published listing, choose “${listings.product.edit}” on its page: you can change the price, the description and the photos, as long as one photo stays. The other details cannot be changed once the listing is published. Everyone who saved the item hears about a lower price.`,
          "You can delete a listing from My Items or from its page, unless it is sold or a buyer has reserved or paid for it.",
        ],
      },
      {
        id: "getting-paid",
        question: "How do I get paid?",
        answer: [
          `Card payment: the buyer pays at checkout and you get a notification that the item is sold. Hand the item over or ship it, then choose “Confirm Sale” in the chat. When the sale is complete, Kierto pays you the price less the ${limits.serviceFee} service fee.`,
          "Hand-over: agree the place and time in the chat and the buyer pays you in person. Afterwards you both confirm the sale in the chat.",
        ],
      },
      {
        id: "mark-as-sold",
        question: "What does “Mark as Sold” do?",
        answer: [
          "In the chat with a buyer, “Mark as Sold” records that you sold the item to that buyer. The buyer then confirms the purchase on their side. When both of you have confirmed, the sale is complete, the listing shows as sold and you can review each other.",
          "Pressed it too early? Until the buyer confirms, “Withdraw confirmation” in the chat takes it back and the item stays for sale. The buyer can do the same after “Confirm Purchase”.",
        ],
      },
      {
        id: "cancel-paid-sale",
        question: "A buyer paid, but I can't hand the item over. What do I do?",
        answer: [
          "Until the sale is complete, you can choose “Cancel sale” in the chat and tell the buyer why. The buyer's payment is refunded in full, they get a notification, the chat shows the cancellation with your reason to both of you, and your listing goes back on sale.",
        ],
      },
    ],
  },
  {
    id: "buying",
    title: "Buying",
    entries: [
      {
        id: "how-to-buy",
        question: "How do I buy an item?",
        answer: [
          "Open the item and choose Buy Now to pay by card, or message the seller to ask a question or agree a hand-over. Before you buy, check the photos, the size, the condition and the delivery method.",
        ],
      },
      {
        id: "card-payment",
        question: "How does paying by card work?",
        answer: [
          `The checkout page shows the item, the seller, the delivery method and the payment summary, including the ${limits.serviceFee} service fee that is already part of the price.`,
          "“Purchase for €…” takes you to our card payment provider's secure payment page. Kierto never sees your card number.",
          `The item is reserved for you for ${limits.reservation} while you pay, and nobody else can buy it meanwhile. If you cancel on the payment page, your card is declined or the time runs out, nothing is charged and the item is for sale again.`,
          "Once the payment goes through you see “Payment Successful!”, the seller is told the item is sold, and you agree the hand-over or shipping in the chat.",
          "If the seller cannot complete the sale, they cancel it and your payment is refunded in full. A payment that arrives after someone else bought the item is refunded automatically.",
        ],
      },
      {
        id: "two-sided-confirmation",
        question: "Why do both the buyer and the seller confirm a sale?",
        answer: [
          "A sale is complete only when both sides have confirmed it in the chat, so neither side can close a deal alone.",
          {
            list: [
              "Card payment: paying confirms your side. The seller chooses “Confirm Sale” after handing over or shipping the item.",
              "Hand-over: after you meet, the seller chooses “Mark as Sold” or “Confirm Sale” and you choose “Confirm Purchase”. Either of you can go first.",
            ],
          },
          "Until the other side confirms, your button reads “Awaiting Confirmation”, and after a hand-over you can still withdraw your confirmation. When both have confirmed you see “Sale completed!” and the button reads “Sold”.",
        ],
      },
      {
        id: "delivery",
        question: "Hand delivery or shipping: what is the difference?",
        answer: [
          "Every listing shows how the seller delivers: hand delivery, shipping, or both, and you choose at checkout. Hand delivery means you meet the seller; agree the place and time in the chat.",
          "Shipping goes to a parcel locker or a pickup point of Posti or Matkahuolto that you choose at checkout by postcode or address. The seller picks the parcel's size class when listing: mailbox (35 x 25 x 3 cm, 2 kg), small, medium or large locker parcel (60 x 36 cm, up to 11, 22 or 60 cm high; 5, 15 or 25 kg), or oversize (up to 100 x 60 x 60 cm and 30 kg, counters only, no lockers). The listing shows “Shipping from” the lowest postage of its class; at checkout the postage of the chosen point is its own line, paid by the buyer on top of the price.",
          "The seller needs no printer: the order page and the chat show a sending code to type at a locker or show at a counter. A printed label (PDF) is optional. The seller has 5 Finnish working days after payment (weekends and public holidays do not count) to hand the parcel to the carrier, with a reminder on the third. The seller may ask once for more time, and the buyer may grant 3 or 5 working days or decline. If the parcel has not left by the deadline, the sale is cancelled and the buyer refunded in full.",
          "Both of you follow the parcel on the order page and in the chat. Once it has arrived, the buyer has 48 hours to check the item and choose “Everything is OK”; at a parcel locker the 48 hours start when the parcel is picked up. Then, or when the 48 hours are over, the sale completes and the seller's share becomes available. A parcel that goes back to the seller unclaimed is refunded to the buyer.",
        ],
      },
      {
        id: "reviews",
        question: "How do reviews work?",
        answer: [
          `After a sale is complete, the buyer and the seller can each leave one review of the other: ${limits.stars} and an optional comment of up to ${limits.reviewComment} characters. Find completed sales under Profile, Transactions.`,
          "Reviews appear on the profile of the person reviewed, with their average rating. Be honest and stick to the sale.",
        ],
      },
      {
        id: "something-went-wrong",
        question: "The item never arrived or is not as described. What now?",
        answer: [
          [
            "Tell the seller in the chat first and give them 48 hours to put it right. If you cannot settle it, contact us and we will help. The ",
            link("dispute policy", "disputePolicy"),
            " explains each step.",
          ],
        ],
      },
    ],
  },
  {
    id: "safety",
    title: "Safety & Security",
    entries: [
      {
        id: "report",
        question: "How do I report someone?",
        answer: [
          "In the chat, open the menu and choose Report. Pick a reason (spam, harassment, inappropriate content, scam, offensive behaviour or other) and add details if you like. A moderator reviews every report; the person you report is not told who reported them.",
        ],
      },
      {
        id: "block",
        question: "How do I block a user?",
        answer: [
          "In the chat, open the menu and choose Block. Neither of you can send messages in the conversations you share any more.",
          `Blocked someone by mistake? ${settings}: under “${account.blocks.title}”, choose “${account.blocks.unblock}”.`,
        ],
      },
      {
        id: "scams",
        question: "How do I recognise a scam?",
        answer: [
          {
            list: [
              "Someone wants to pay or be paid outside Kierto through a link they send you.",
              "You get an email or text claiming a payment is waiting for you and asking you to log in somewhere.",
              "Someone asks for your bank codes, card details or a verification code.",
              "A price is far too good to be true, or the seller will not show the actual item.",
            ],
          },
          "Kierto never asks for your password or card details in the chat or by email. Do not reply to such requests; report them.",
        ],
      },
      {
        id: "safe-hand-over",
        question: "How do I hand over an item safely?",
        answer: [
          "Meet in a busy public place in daylight, such as a shopping centre or a station, and take a friend if you can. Buyers: check the item before you pay. Keep your arrangements in the Kierto chat, so there is a record if something goes wrong.",
        ],
      },
      {
        id: "photo-location",
        question: "Can others see where my photos were taken?",
        answer: [
          "No. Every photo is re-encoded when you upload it and all of its metadata is removed, including the GPS location and the camera details. Others see your city only if you add it to your profile or listing.",
        ],
      },
      {
        id: "who-reads-messages",
        question: "Who can read my messages?",
        answer: [
          "Only you and the other person in the conversation. If a conversation is reported, a moderator may read it to handle the report.",
        ],
      },
    ],
  },
  {
    id: "technical",
    title: "Technical Issues",
    entries: [
      {
        id: "confirmation-email",
        question: "I did not get the confirmation email.",
        answer: [
          "Wait a few minutes and look in your spam folder. If it is not there, try to log in: Kierto tells you the address is not confirmed yet and lets you send the link again.",
        ],
      },
      {
        id: "forgot-password",
        question: "I forgot my password.",
        answer: [
          `Choose “${auth.forgotPassword}” on the login page and enter your email address. We send you a link to choose a new password; it is valid for one hour.`,
        ],
      },
      {
        id: "photo-upload-fails",
        question: "My photo will not upload.",
        answer: [
          `Check that it is a JPG or PNG (WebP works too) under ${limits.photoMegabytes} and that the listing has fewer than ${limits.photos} photos. HEIC photos from iPhones are not accepted. If it still fails, take a screenshot of the message and contact us.`,
        ],
      },
      {
        id: "page-not-working",
        question: "A page does not load or looks broken.",
        answer: [
          "Reload the page and make sure your browser is up to date: Kierto works in recent versions of Chrome, Firefox, Safari and Edge. Cookies must be allowed so that you can stay logged in; Kierto uses only the cookies the service needs to work.",
          "If the problem stays, tell us your browser, your device and the address of the page.",
        ],
      },
      {
        id: "logged-out",
        question: "Why was I logged out?",
        answer: [
          `Sessions end after a long time without use. A device is also logged out when it is signed out in the list of devices in ${pages.settings.title}, or when the password is changed with “${account.password.signOutOthers}” ticked. Log in again. If you did not do it, change your password straight away.`,
        ],
      },
    ],
  },
  {
    id: "account",
    title: "Account & Profile",
    entries: [
      {
        id: "edit-profile",
        question: "How do I edit my profile?",
        answer: [
          "Open Profile and choose Edit. You can change your display name, city and bio, and upload a profile picture. Save when you are done.",
        ],
      },
      {
        id: "what-others-see",
        question: "What do other members see about me?",
        answer: [
          "Your display name, profile picture, city and bio if you add them, when you were last online, your listings, your reviews and your average rating. Your email address is never shown.",
        ],
      },
      {
        id: "sign-out-everywhere",
        question: "How do I sign out of all devices?",
        answer: [
          `${settings}: under “${account.devices.title}”, choose “${account.devices.signOutAll}”. Every session ends, this one included. The same list signs out a single device, or every device but this one. Use it if you lost a phone or logged in on a shared computer.`,
        ],
      },
      {
        id: "change-password",
        question: "How do I change my password?",
        answer: [
          `${settings}: under “${account.password.title}”, enter your current password and a new one of at least ${limits.passwordLength} characters. Leave “${account.password.signOutOthers}” ticked if you think someone else knew the old one.`,
          `If you forgot your password, choose “${auth.forgotPassword}” on the login page; we email you a link to set a new one.`,
        ],
      },
      {
        id: "delete-account",
        question: "How do I delete my account?",
        answer: [
          `${settings}, then “${account.deletion.button}”, and confirm with your password. Your account is deleted straight away: your listings are removed and you are signed out everywhere. People you chatted with keep the conversation, shown as from “${common.deletedUser}”; reviews and sale records stay without your name. This cannot be undone.`,
          "A sale that is reserved or paid must be completed or cancelled first.",
          [
            "Records of completed sales are kept as long as bookkeeping law requires. The ",
            link("privacy policy", "privacy", "retention"),
            " lists what is kept and for how long.",
          ],
        ],
      },
      {
        id: "data-copy",
        question: "How do I get a copy of my data?",
        answer: [
          `${settings}, then “${account.exportData.button}”. You get a JSON file, straight away, with everything Kierto holds about you: your account, profile, listings, favourites, chats, sales, reviews, reports, notifications, blocks and sessions.`,
        ],
      },
    ],
  },
];

/** docs/product-rules.md#information-pages FAQ: searchable questions in six categories. */
export const faq = {
  title: "Frequently asked questions",
  description:
    "Answers about buying and selling on Kierto: photos, card payment, hand-overs, reviews, safety, reporting and your account.",
  intro: "Answers to what people ask us most. Type a word to find a question, or open a category below.",
  searchLabel: "Search the FAQ",
  searchPlaceholder: "For example: photos, payment, block",
  resultCount: (count: number) => plural(count, { one: "1 question found", other: `${count} questions found` }),
  emptyTitle: "No questions match your search",
  emptyBody,
  categories,
};
