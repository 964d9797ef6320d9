import { ArrowDown, PlusCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import { FEED_SECTION_ID } from "./listings-feed";

/** docs/product-rules.md#what-kierto-is: the home hero with its static marketing figures. */
export function HomeHero({ onSell }: { onSell(): void }) {
  const m = useMessages().listings.home;
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 size-80 rounded-full bg-brand-500/30 blur-3xl"
      />
      <div className="relative grid grid-cols-1 gap-6 px-5 py-7 sm:gap-8 sm:px-10 sm:py-14 lg:grid-cols-[1.15fr_1fr] lg:items-center">
        <div>
          <h1
            id="home-hero-title"
            className="text-[1.75rem] leading-tight font-bold tracking-tight text-balance sm:text-5xl"
          >
            {m.heroTitle}
          </h1>
          <p className="mt-3 max-w-lg text-base text-brand-50 sm:mt-4 sm:text-lg">{m.heroBody}</p>
          <div className="mt-5 flex flex-wrap gap-2 sm:mt-7 sm:gap-3">
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="border-transparent max-sm:h-10 max-sm:px-4 max-sm:text-sm"
            >
              <a href={`#${FEED_SECTION_ID}`}>
                <ArrowDown aria-hidden className="size-4" />
                {m.heroShop}
              </a>
            </Button>
            <Button
              size="lg"
              variant="ghost"
              onClick={onSell}
              className="text-white ring-1 ring-white/60 hover:bg-white/10 max-sm:h-10 max-sm:px-4 max-sm:text-sm"
            >
              <PlusCircle aria-hidden className="size-4" />
              {m.heroSell}
            </Button>
          </div>
        </div>
        {/* Two columns on phones: 'tyytyväistä käyttäjää' and 'paikkakuntaa' do not fit a third of one. */}
        <dl aria-label={m.figuresLabel} className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-2">
          {m.figures.map((figure, index) => (
            <div
              key={figure.label}
              className={cn(
                "flex flex-col-reverse justify-end rounded-xl bg-white/10 p-3 ring-1 ring-white/15 sm:rounded-2xl sm:p-4",
                index === m.figures.length - 1 && "col-span-2 sm:col-span-1 lg:col-span-2",
              )}
            >
              <dt className="text-xs leading-snug text-brand-50 sm:text-sm">{figure.label}</dt>
              <dd className="text-lg font-bold tracking-tight sm:text-3xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
