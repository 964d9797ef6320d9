import { disputePolicyContent } from "@/i18n/content/dispute-policy";
import { DocumentPage } from "./parts/document-page";

/** docs/product-rules.md#information-pages Static pages: the dispute policy, its time limits summarised above the full text. */
export function Component() {
  const m = disputePolicyContent;
  const headingId = "dispute-timeline";
  return (
    <DocumentPage {...m}>
      <section aria-labelledby={headingId} className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
        <h2 id={headingId} className="text-lg font-semibold text-brand-900">
          {m.timelineHeading}
        </h2>
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {m.timeline.map((item) => (
            // The label comes first for screen readers; the value is shown on top.
            <div key={item.value} className="flex flex-col-reverse justify-end rounded-lg bg-white p-4 shadow-sm">
              <dt className="text-sm text-stone-700">{item.label}</dt>
              <dd className="text-lg font-bold text-brand-800">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </DocumentPage>
  );
}
