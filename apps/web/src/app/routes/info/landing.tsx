import { CATEGORIES } from "@kierto/shared";
import { ArrowRight, Camera, CreditCard, Handshake } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "@/app/shells/logo";
import { SiteFooter } from "@/app/shells/site-footer";
import { SkipLink } from "@/app/shells/skip-link";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { landingContent } from "@/i18n/content/landing";
import { usePageTitle } from "@/lib/use-page-title";
import { Figures } from "./parts/figures";

const featureIcons = [Camera, CreditCard, Handshake];
/** Opens /auth on the sign-up form, as the public shell's Join button does. */
const signUp = { mode: "signUp" } as const;

/** docs/product-rules.md#what-kierto-is and #information-pages: the standalone marketing page, with figures of its own. */
export function Component() {
  const m = landingContent;
  usePageTitle(m.title, m.description);

  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <SkipLink />
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4">
          {/* Finnish 'Kirjaudu sisään' and 'Liity ilmaiseksi' leave no room for the name on a phone. */}
          <Logo to={paths.home.href} compact />
          <nav aria-label={m.navLabel} className="ml-auto flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" className="whitespace-nowrap max-sm:hidden">
              <Link to={paths.home.href}>{m.browse}</Link>
            </Button>
            <Button asChild variant="ghost" className="whitespace-nowrap max-sm:px-3">
              <Link to={paths.auth.href}>{m.logIn}</Link>
            </Button>
            <Button asChild className="whitespace-nowrap max-sm:px-3">
              <Link to={paths.auth.href} state={signUp}>
                {m.join}
              </Link>
            </Button>
          </nav>
        </div>
      </header>

      <main id="main" className="flex-1">
        <section aria-labelledby="landing-heading" className="bg-gradient-to-b from-brand-50 to-stone-50">
          <div className="mx-auto grid grid-cols-1 max-w-7xl gap-10 px-4 pt-14 pb-12 sm:pt-20 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center">
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{m.hero.eyebrow}</p>
              <h1
                id="landing-heading"
                className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl"
              >
                {m.hero.heading}
              </h1>
              <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-700">{m.hero.lead}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <Button asChild size="lg">
                  <Link to={paths.home.href}>
                    {m.browse}
                    <ArrowRight aria-hidden className="size-5" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="secondary">
                  <Link to={paths.auth.href} state={signUp}>
                    {m.join}
                  </Link>
                </Button>
              </div>
              <p className="mt-4 text-sm text-stone-600">{m.hero.note}</p>
            </div>
            <nav
              aria-labelledby="landing-categories"
              className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <h2 id="landing-categories" className="font-semibold text-stone-900">
                {m.categories.heading}
              </h2>
              <ul className="mt-4 grid grid-cols-2 gap-3">
                {CATEGORIES.map((category) => (
                  <li key={category}>
                    <Link
                      to={`${paths.home.href}?category=${encodeURIComponent(category)}`}
                      className="flex items-center justify-between rounded-xl bg-stone-50 px-4 py-3 font-medium text-stone-800 ring-1 ring-stone-200 hover:bg-brand-50 hover:text-brand-900 hover:ring-brand-200"
                    >
                      {m.categories.names[category]}
                      <ArrowRight aria-hidden className="size-4 text-stone-500" />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </section>

        <div className="mx-auto max-w-7xl space-y-20 px-4 py-12 sm:py-16">
          <section aria-labelledby="landing-figures">
            <h2 id="landing-figures" className="text-2xl font-bold tracking-tight text-stone-900">
              {m.figures.heading}
            </h2>
            <Figures items={m.figures.items} className="mt-6" />
          </section>

          <section aria-labelledby="landing-features">
            <h2 id="landing-features" className="text-2xl font-bold tracking-tight text-stone-900">
              {m.features.heading}
            </h2>
            <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-3">
              {m.features.items.map((feature, index) => {
                const Icon = featureIcons[index] ?? Handshake;
                return (
                  <li key={feature.title} className="rounded-xl border border-stone-200 bg-white p-6">
                    <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon aria-hidden className="size-6" />
                    </span>
                    <h3 className="mt-4 text-lg font-semibold text-stone-900">{feature.title}</h3>
                    <p className="mt-2 leading-relaxed text-stone-700">{feature.body}</p>
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="landing-steps">
            <h2 id="landing-steps" className="text-2xl font-bold tracking-tight text-stone-900">
              {m.steps.heading}
            </h2>
            <ol className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-3">
              {m.steps.items.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-stone-900">{step.title}</h3>
                    <p className="mt-1 text-stone-700">{step.body}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="mt-6">
              <Link
                to={paths.howItWorks.href}
                className="inline-flex items-center gap-1 font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {m.steps.more}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </p>
          </section>

          <section aria-labelledby="landing-cta" className="rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10">
            <h2 id="landing-cta" className="text-2xl font-bold tracking-tight">
              {m.cta.heading}
            </h2>
            <p className="mt-3 max-w-2xl text-brand-50">{m.cta.body}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild size="lg" variant="secondary" className="focus-visible:outline-white">
                <Link to={paths.auth.href} state={signUp}>
                  {m.cta.join}
                </Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="ghost"
                className="text-white hover:bg-brand-900 focus-visible:outline-white"
              >
                <Link to={paths.home.href}>{m.cta.browse}</Link>
              </Button>
            </div>
          </section>
        </div>
      </main>
      <SiteFooter tabBarSpace={false} />
    </div>
  );
}
