import type { ContactCategory } from "@kierto/shared";
import { type InlineLink, link } from "./rich-text";

const asideItems: { title: string; body: string; link: InlineLink }[] = [
  {
    title: "Quick answers",
    body: "Payments, photos, reviews and account settings are explained in the FAQ.",
    link: link("Read the FAQ", "faq"),
  },
  {
    title: "A problem with a sale",
    body: "Give the other member 48 hours to settle it in the chat first. The dispute policy explains what happens next.",
    link: link("Read the dispute policy", "disputePolicy"),
  },
  {
    title: "Someone is behaving badly",
    body: "Use Report in the chat's menu and a moderator will look into it. If you are in danger, call 112.",
    link: link("How reporting and blocking work", "howItWorks", "safety"),
  },
];

/** docs/product-rules.md#information-pages Contact. */
export const contact = {
  title: "Contact us",
  description:
    "Write to the Kierto team about your account, a payment, a dispute, safety or anything else. We reply within 24 hours.",
  intro:
    "Questions, problems or ideas: tell us and a real person on the Kierto team will answer. Every field is required.",
  formLabel: "Contact form",
  fullName: "Full name",
  email: "Email",
  emailHint: "We reply to this address.",
  category: "Category",
  categoryPlaceholder: "Choose a category",
  subject: "Subject",
  message: "Message",
  messageHint: "If your question is about a listing or a sale, include its title.",
  categories: {
    general: "General question",
    technical: "Technical issue",
    account: "Account & profile",
    payment: "Payments & refunds",
    dispute: "Dispute with another member",
    safety: "Safety & reporting",
    feedback: "Feedback & ideas",
    press: "Press & partnerships",
  } satisfies Record<ContactCategory, string>,
  required: {
    fullName: "Please enter your full name.",
    email: "Please enter your email address.",
    category: "Please choose a category.",
    subject: "Please enter a subject.",
    message: "Please write your message.",
  },
  invalidEmail: "Please enter a valid email address.",
  tooLong: (max: number) => `Please use at most ${max} characters.`,
  send: "Send message",
  sending: "Sending...",
  sentTitle: "Message sent successfully!",
  sentBody: "We'll get back to you within 24 hours.",
  disputeShortcut: {
    title: "Is it about one of your purchases?",
    body: "Report the problem from the sale's page: the payment stays on hold for you, the seller has 72 hours to answer, and our moderators decide if you do not agree.",
    report: (title: string) => `Report a problem with "${title}"`,
    open: (title: string) => `See the case about "${title}"`,
  },
  aside: {
    heading: "Before you write",
    items: asideItems,
  },
};
