import { PageHeading } from "@/components/ui/page-heading";
import { howItWorksContent } from "@/i18n/content/how-it-works";
import { Blocks, RichText } from "./parts/rich-text";
import { useScrollToHash } from "./parts/use-scroll-to-hash";

type Step = (typeof howItWorksContent)["buyerSteps"][number];

function Steps({
  id,
  heading,
  steps,
  stepLabel,
}: {
  id: string;
  heading: string;
  steps: readonly Step[];
  stepLabel(n: number): string;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-xl font-semibold text-stone-900">
        {heading}
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-5">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-stone-900">
                <span className="sr-only">{stepLabel(index + 1)}: </span>
                {step.title}
              </h3>
              <Blocks blocks={step.body} className="mt-1" />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** docs/product-rules.md#information-pages: how buying and selling on Kierto really works, step by step. */
export function Component() {
  const m = howItWorksContent;
  useScrollToHash();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={m.title} description={m.description}>
        <p className="mt-2 text-lg text-stone-600">{m.lead}</p>
      </PageHeading>

      <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
        <Steps id="buying" heading={m.buyersHeading} steps={m.buyerSteps} stepLabel={m.stepLabel} />
        <Steps id="selling" heading={m.sellersHeading} steps={m.sellerSteps} stepLabel={m.stepLabel} />
      </div>

      <div className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2">
        <section
          id="safety"
          aria-labelledby="safety-heading"
          className="scroll-mt-24 rounded-xl bg-white p-6 ring-1 ring-stone-200"
        >
          <h2 id="safety-heading" className="text-xl font-semibold text-stone-900">
            {m.safetyHeading}
          </h2>
          <Blocks blocks={m.safety} className="mt-3" />
        </section>
        <section
          id="costs"
          aria-labelledby="costs-heading"
          className="scroll-mt-24 rounded-xl bg-white p-6 ring-1 ring-stone-200"
        >
          <h2 id="costs-heading" className="text-xl font-semibold text-stone-900">
            {m.costsHeading}
          </h2>
          <Blocks blocks={m.costs} className="mt-3" />
        </section>
      </div>

      <p className="mt-10 text-stone-700">
        <RichText value={m.questions} />
      </p>
    </div>
  );
}
