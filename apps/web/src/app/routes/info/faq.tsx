import { Search } from "lucide-react";
import { useState } from "react";
import { Accordion, AccordionItem } from "@/components/ui/accordion";
import { inputClass } from "@/components/ui/field";
import { PageHeading } from "@/components/ui/page-heading";
import { language, locale } from "@/i18n";
import { faqContent } from "@/i18n/content/faq";
import { cn } from "@/lib/cn";
import { stem } from "./parts/active-stemmer";
import { faqSearch } from "./parts/faq-search";
import { Blocks, plainText, RichText } from "./parts/rich-text";
import { useScrollToHash } from "./parts/use-scroll-to-hash";
import { wordKeyFor } from "./parts/word-key";

/** Every question with its answer as plain text, for the search; the page's text is fixed for its life. */
const searchable = faqContent.categories.flatMap((category) =>
  category.entries.map((entry) => ({ id: entry.id, text: `${entry.question} ${plainText(entry.answer)}` })),
);

const matching = faqSearch(searchable, wordKeyFor(language, stem), locale);

/**
 * docs/product-rules.md#information-pages FAQ: a search over questions and answers (case-insensitive; every word typed must
 * appear, in any of its forms: faq-search.ts), and the questions in an accordion per category.
 */
export function Component() {
  const m = faqContent;
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<string[]>([]);

  const matches = matching(query);
  const categories = m.categories
    .map((category) => ({
      ...category,
      entries: matches ? category.entries.filter((entry) => matches.has(entry.id)) : category.entries,
    }))
    .filter((category) => category.entries.length > 0);

  const search = (value: string) => {
    setQuery(value);
    // While searching, the answers that match are shown open, so the word found is visible.
    const found = matching(value);
    setOpen(found ? [...found] : []);
  };

  // /faq#photo-formats opens that question.
  useScrollToHash((id) => {
    if (searchable.some((entry) => entry.id === id)) setOpen((current) => [...current, id]);
  });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title={m.title} description={m.description}>
        <p className="mt-2 text-lg text-stone-600">{m.intro}</p>
      </PageHeading>

      <search className="block">
        <label htmlFor="faq-search" className="block text-sm font-medium text-stone-800">
          {m.searchLabel}
        </label>
        <div className="relative mt-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
          />
          <input
            id="faq-search"
            type="search"
            value={query}
            onChange={(event) => search(event.target.value)}
            placeholder={m.searchPlaceholder}
            autoComplete="off"
            className={cn(inputClass, "h-12 pl-10")}
          />
        </div>
      </search>
      <p role="status" className="mt-2 min-h-5 text-sm text-stone-600">
        {matches && (matches.size > 0 ? m.resultCount(matches.size) : <span className="sr-only">{m.emptyTitle}</span>)}
      </p>

      {categories.length === 0 ? (
        <div className="mt-6 rounded-xl border border-stone-200 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-stone-900">{m.emptyTitle}</h2>
          <p className="mt-2 text-stone-700">
            <RichText value={m.emptyBody} />
          </p>
        </div>
      ) : (
        <div className="mt-6 space-y-10">
          {categories.map((category) => (
            <section
              key={category.id}
              id={category.id}
              aria-labelledby={`${category.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${category.id}-heading`} className="text-xl font-semibold text-stone-900">
                {category.title}
              </h2>
              <Accordion type="multiple" value={open} onValueChange={setOpen} className="mt-3">
                {category.entries.map((entry) => (
                  <AccordionItem key={entry.id} value={entry.id} id={entry.id} title={entry.question}>
                    <Blocks blocks={entry.answer} />
                  </AccordionItem>
                ))}
              </Accordion>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
