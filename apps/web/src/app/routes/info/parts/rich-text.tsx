import { Link } from "react-router";
import { paths } from "@/config/paths";
import type { Block, InfoLinkTarget, InlineLink, RichText as RichTextValue } from "@/i18n/en/info/rich-text";
import { cn } from "@/lib/cn";

const targets: Record<InfoLinkTarget, string> = {
  home: paths.home.href,
  auth: paths.auth.href,
  about: paths.about.href,
  howItWorks: paths.howItWorks.href,
  terms: paths.terms.href,
  privacy: paths.privacy.href,
  disputePolicy: paths.disputePolicy.href,
  contact: paths.contact.href,
  faq: paths.faq.href,
};

export const linkClass = "font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900";

export function hrefOf(link: InlineLink): string {
  return link.section ? `${targets[link.to]}#${link.section}` : targets[link.to];
}

export function InfoLink({ link, className }: { link: InlineLink; className?: string }) {
  return (
    <Link to={hrefOf(link)} className={cn(linkClass, className)}>
      {link.text}
    </Link>
  );
}

/** A paragraph's content: text, with the links it names. */
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === "string") return value;
  return value.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      // The parts of one paragraph never change order, so their position is a stable key.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <InfoLink key={index} link={part} />
    ),
  );
}

/** Paragraphs and bulleted lists, in order. */
export function Blocks({ blocks, className }: { blocks: readonly Block[]; className?: string }) {
  return (
    <div className={cn("space-y-4 leading-relaxed text-stone-700", className)}>
      {blocks.map((block, index) =>
        typeof block === "object" && "list" in block ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks are static text in a fixed order.
          <ul key={index} className="list-disc space-y-2 pl-5 marker:text-brand-700">
            {block.list.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a list's items are static text in a fixed order.
              <li key={itemIndex}>
                <RichText value={item} />
              </li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks are static text in a fixed order.
          <p key={index}>
            <RichText value={block} />
          </p>
        ),
      )}
    </div>
  );
}

/** The words of a block, without markup: what the FAQ search reads. */
export function plainText(blocks: readonly Block[]): string {
  const text = (value: RichTextValue) =>
    typeof value === "string" ? value : value.map((part) => (typeof part === "string" ? part : part.text)).join("");
  return blocks
    .map((block) => (typeof block === "object" && "list" in block ? block.list.map(text).join(" ") : text(block)))
    .join(" ");
}
