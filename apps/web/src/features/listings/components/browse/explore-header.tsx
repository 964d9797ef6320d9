import { PageHeading } from "@/components/ui/page-heading";
import { useMessages } from "@/i18n";

/** The signed-in explore page's compact header. */
export function ExploreHeader({ name }: { name: string | null }) {
  const m = useMessages().listings.explore;
  return (
    <PageHeading title={m.pageTitle}>
      <p className="mt-1 text-stone-600">{name ? m.greeting(name) : m.greetingAnonymous}</p>
    </PageHeading>
  );
}
