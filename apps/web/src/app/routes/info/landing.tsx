import { PageHeading } from "@/components/ui/page-heading";
import { useMessages } from "@/i18n";

export function Component() {
  const m = useMessages().pages;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading title={m.landing.title} />
    </main>
  );
}
