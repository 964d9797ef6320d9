import { account } from "../account";
import { common } from "../common";
import { pages } from "../pages";
import { profile } from "../profile";
import { contact } from "./contact";
import { type Block, type DocumentSection, link } from "./rich-text";

const accountCategory = `“${contact.categories.account}”`;

/** Where the account's own settings are: the profile's link to them. */
const settings = `open ${pages.profile.title}, choose “${profile.settings}”`;

const intro: Block[] = [
  "This policy explains what personal data Kierto keeps about you, why, for how long, who else handles it, and how you use your rights under the EU General Data Protection Regulation (GDPR). We keep as little as the service needs.",
];

const sections: DocumentSection[] = [
  {
    id: "controller",
    heading: "1. Who is responsible",
    blocks: [
      "The controller of your personal data is Kierto Oy, Finland, the company that runs Kierto.",
      [
        `You can download a copy of your data and delete your account yourself in ${pages.settings.title}. For anything else about your data, write to us through the `,
        link("contact form", "contact"),
        ` with the category ${accountCategory}.`,
      ],
    ],
  },
  {
    id: "age",
    heading: "2. Kierto is not for children",
    blocks: [
      "Kierto is not for people under 16. Do not create an account if you are younger. If we learn that an account belongs to someone under 16, we close it and delete its data.",
    ],
  },
  {
    id: "what-we-keep",
    heading: "3. What we keep and why",
    blocks: [
      {
        list: [
          "Account: your email address, display name and password (stored only as a secure hash), and whether your email is confirmed. To create your account and let you log in.",
          "Profile: the city, bio and profile picture you choose to add, when you were last online, and the language you chose for Kierto. To show other members who they are dealing with, and to write to you in your language.",
          "Listings: the details and photos of the items you list. To show them to buyers.",
          "Chats: your conversations with other members. To let buyers and sellers agree on sales. Only the two people in a conversation can read it, and a moderator when it has been reported.",
          "Sales and payments: the item, the buyer and seller, the price, the service fee, the confirmations, and the payment status and reference from our card payment provider. To complete sales, pay sellers and keep our accounts. We never receive your full card number.",
          "Reviews, favourites and notifications: to show ratings, keep your saved items and tell you what has happened.",
          "Reports, blocks and appeals: who reported or blocked whom, the reason, the moderators' decision and any appeal against it. To keep members safe.",
          "Problems with orders: the problem a buyer reports and the seller's answer, with their photos, the return and its tracking, and the moderators' decision and any appeal. Only the buyer, the seller and our moderators see them. To decide the case fairly and move the money as decided.",
          "Security data: your sessions, the IP address and browser they came from, and sign-in attempts. To keep your account secure and to stop abuse.",
          "Messages to us: the name, email address and message you send through the contact form. To answer you.",
        ],
      },
    ],
  },
  {
    id: "photos",
    heading: "4. Your photos",
    blocks: [
      "Photos often carry hidden information, such as the GPS location where they were taken, the time and the camera or phone used. When you upload a photo, we re-encode it and remove all of that metadata before anyone else can see it. We keep only the cleaned copies.",
    ],
  },
  {
    id: "legal-bases",
    heading: "5. Legal bases",
    blocks: [
      {
        list: [
          "Contract (GDPR article 6(1)(b)): your account, profile, listings, chats, sales, reviews and favourites are needed to provide the service you signed up for.",
          "Legal obligation (article 6(1)(c)): records of sales and payments that bookkeeping law requires us to keep, and handling reports of illegal content.",
          "Legitimate interest (article 6(1)(f)): security data, reports, blocks and moderation, to protect members and the service from fraud and abuse, and answering your messages to us. You can object to this use at any time.",
        ],
      },
      "We do not use your data for advertising, we do not build marketing profiles, and we never sell your data.",
    ],
  },
  {
    id: "retention",
    heading: "6. How long we keep it",
    blocks: [
      {
        list: [
          "Account, profile, favourites and notifications: as long as your account exists, and deleted as soon as you delete your account.",
          "Listings and their photos: until you delete them or your account. A conversation about a deleted listing still shows its title to the other member.",
          `Chats: the messages you wrote stay in the other member's conversation after you delete your account, shown as from “${common.deletedUser}”.`,
          "Reviews you wrote stay visible without your name, so that the other member's rating remains fair.",
          "Records of sales and payments: 6 years after the end of the year of the sale, as Finnish bookkeeping law requires.",
          "Reports and moderation decisions: 2 years after the decision.",
          "Photos of a problem with an order: 12 months after the case ends (longer while an appeal waits). What was said and decided stays with the records of the sale.",
          "Security data: 90 days.",
          "Messages to us: 12 months after we have answered.",
        ],
      },
    ],
  },
  {
    id: "processors",
    heading: "7. Who else handles your data",
    blocks: [
      "Other members see your display name, profile picture, city, bio, when you were last online, your listings, reviews and rating. They never see your email address.",
      "We use a few service providers who process data only on our instructions and under a data processing agreement:",
      {
        list: [
          "our hosting provider, which runs our servers and stores data and photos in the EU;",
          "our card payment provider, which takes card payments on its own secure page; it receives your payment details directly from you;",
          "our email provider, which sends account emails such as confirmation links and password resets.",
        ],
      },
      "If a provider handles data outside the European Economic Area, we make sure it is protected by an EU adequacy decision or the EU's standard contractual clauses. We disclose data to authorities only when the law requires it.",
    ],
  },
  {
    id: "cookies",
    heading: "8. Cookies",
    blocks: [
      "Kierto uses only essential cookies: a session cookie that keeps you logged in and protects your account, and a language cookie that remembers the language you chose, for a year. They are needed for the service to work as you asked, so we do not ask for consent. The session cookie is removed when you log out or the session ends.",
      "We also keep a small note in your browser's local storage saying that you have seen the welcome screen. We use no analytics, advertising or tracking cookies.",
    ],
  },
  {
    id: "your-rights",
    heading: "9. Your rights",
    blocks: [
      "You have the right to:",
      {
        list: [
          "get a copy of your personal data, also in a machine-readable format to take elsewhere;",
          "have incorrect data corrected: you can edit your profile yourself at any time;",
          "have your data deleted by deleting your account;",
          "object to our use of data based on legitimate interest, and ask us to restrict its use;",
          "complain to the supervisory authority, the Finnish Data Protection Ombudsman (tietosuoja.fi).",
        ],
      },
      `To get a copy of your data, ${settings} and then “${account.exportData.button}”: you get a JSON file of everything we hold about you straight away. To delete your account, choose “${account.deletion.button}” on the same page and confirm with your password.`,
      [
        "For the other rights, send us a message through the ",
        link("contact form", "contact"),
        ` with the category ${accountCategory}, from the email address of your account. We answer within one month.`,
      ],
    ],
  },
  {
    id: "security",
    heading: "10. How we protect your data",
    blocks: [
      `Connections to Kierto are encrypted, passwords are stored only as secure hashes, and session cookies cannot be read by scripts on the page. Repeated failed sign-ins are slowed down. In ${pages.settings.title} you see every device signed in to your account and can sign out any of them, or all at once.`,
    ],
  },
  {
    id: "changes",
    heading: "11. Changes to this policy",
    blocks: [
      "If we change how we use your data, we update this page and tell you by email or in Kierto before the change takes effect.",
    ],
  },
];

/** docs/product-rules.md#information-pages Static pages: the privacy policy, written for the GDPR. */
export const privacy = {
  title: "Privacy policy",
  description:
    "How Kierto handles your personal data under the GDPR: what we keep and why, for how long, photo metadata removal, essential cookies only, and your rights.",
  updated: "2026-11-27",
  intro,
  sections,
};
