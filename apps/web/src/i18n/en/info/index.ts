import { about } from "./about";
import { contact } from "./contact";
import { disputePolicy } from "./dispute-policy";
import { faq } from "./faq";
import { howItWorks } from "./how-it-works";
import { landing } from "./landing";
import { privacy } from "./privacy";
import { terms } from "./terms";

/** The information pages (spec §2 Static pages, Contact, FAQ, and the landing page). */
export const info = {
  landing,
  about,
  howItWorks,
  terms,
  privacy,
  disputePolicy,
  contact,
  faq,
  document: {
    onThisPage: "On this page",
    lastUpdated: (date: string) => `Last updated ${date}`,
  },
};
