import type { ReactNode } from "react";
import { PageHeading } from "@/components/ui/page-heading";
import { documentContent } from "@/i18n/content/document";
import type { Block, DocumentSection } from "@/i18n/en/info/rich-text";
import { formatDate } from "@/lib/format";
import { Blocks } from "./rich-text";
import { useScrollToHash } from "./use-scroll-to-hash";

interface DocumentPageProps {
  title: string;
  description: string;
  /** ISO date of the last change to the text. */
  updated: string;
  intro: readonly Block[];
  sections: readonly DocumentSection[];
  /** Shown between the introduction and the sections. */
  children?: ReactNode;
}

/**
 * A policy text (terms, privacy, dispute policy): a table of contents that links to each section,
 * then the sections, each a landmark named by its heading.
 */
export function DocumentPage({ title, description, updated, intro, sections, children }: DocumentPageProps) {
  const m = documentContent;
  const tocId = "document-contents";
  useScrollToHash();
  return (
    <div className="mx-auto max-w-5xl lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-x-12">
      <div className="lg:col-start-2">
        <PageHeading title={title} description={description}>
          <p className="mt-2 text-sm text-stone-600">
            {m.lastUpdated(formatDate(`${updated}T12:00:00Z`, { dateStyle: "long" }))}
          </p>
        </PageHeading>
        <Blocks blocks={intro} className="text-lg" />
      </div>

      <nav
        aria-labelledby={tocId}
        className="mt-8 rounded-xl border border-stone-200 bg-white p-5 lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
      >
        <h2 id={tocId} className="text-sm font-semibold tracking-wide text-stone-900 uppercase">
          {m.onThisPage}
        </h2>
        <ol className="mt-3 space-y-2 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-stone-700 hover:text-brand-800 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="lg:col-start-2">
        {children}
        <div className="mt-10 space-y-10">
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="scroll-mt-24">
              <h2 id={section.id} className="text-xl font-semibold text-stone-900">
                {section.heading}
              </h2>
              <Blocks blocks={section.blocks} className="mt-3" />
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
