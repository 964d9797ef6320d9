/**
 * The shape of the information pages' longer texts. Translations (Finnish, Swedish) write the
 * same shapes; links name a page instead of a path, and the page turns the name into a link.
 */

export type InfoLinkTarget =
  | "home"
  | "auth"
  | "about"
  | "howItWorks"
  | "terms"
  | "privacy"
  | "disputePolicy"
  | "contact"
  | "faq";

export interface InlineLink {
  text: string;
  to: InfoLinkTarget;
  /** A section of the target page, by its id. */
  section?: string;
}

/** A paragraph: plain text, or text with links in it. */
export type RichText = string | readonly (string | InlineLink)[];

/** A paragraph, or a bulleted list of them. */
export type Block = RichText | { list: readonly RichText[] };

export interface DocumentSection {
  /** The section's anchor (/terms#payments); stays the same in every language. */
  id: string;
  heading: string;
  blocks: readonly Block[];
}

export const link = (text: string, to: InfoLinkTarget, section?: string): InlineLink => ({ text, to, section });
