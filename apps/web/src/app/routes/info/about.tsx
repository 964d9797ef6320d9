import { PageHeading } from "@/components/ui/page-heading";
import { aboutContent } from "@/i18n/content/about";
import { Figures } from "./parts/figures";
import { Blocks } from "./parts/rich-text";

/** docs/product-rules.md#what-kierto-is and #information-pages: who we are, with the about page's own figures. */
export function Component() {
  const m = aboutContent;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title={m.title} description={m.description}>
        <p className="mt-2 text-lg text-stone-600">{m.lead}</p>
      </PageHeading>

      <div className="space-y-14">
        <section aria-labelledby="about-story" className="max-w-3xl">
          <h2 id="about-story" className="text-xl font-semibold text-stone-900">
            {m.storyHeading}
          </h2>
          <Blocks blocks={m.story} className="mt-3" />
        </section>

        <section aria-labelledby="about-figures">
          <h2 id="about-figures" className="text-xl font-semibold text-stone-900">
            {m.figures.heading}
          </h2>
          <Figures items={m.figures.items} className="mt-4" />
        </section>

        <section aria-labelledby="about-principles">
          <h2 id="about-principles" className="text-xl font-semibold text-stone-900">
            {m.principlesHeading}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {m.principles.map((principle) => (
              <li key={principle.title} className="rounded-xl border border-stone-200 bg-white p-5">
                <h3 className="font-semibold text-stone-900">{principle.title}</h3>
                <p className="mt-2 leading-relaxed text-stone-700">{principle.body}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-more" className="rounded-xl bg-brand-50 p-6">
          <h2 id="about-more" className="text-xl font-semibold text-brand-900">
            {m.moreHeading}
          </h2>
          <Blocks blocks={m.more} className="mt-3" />
        </section>
      </div>
    </div>
  );
}
