import { PageHeading } from "@/components/ui/page-heading";
import { SavedSearchList } from "@/features/saved-searches/components/saved-search-list";
import { useMessages } from "@/i18n";

/** docs/product-rules.md#saved-searches Saved searches at /app/saved-searches. */
export function Component() {
  const m = useMessages().savedSearches;
  return (
    <>
      <PageHeading title={m.pageTitle}>
        <p className="mt-1 text-stone-600">{m.intro}</p>
      </PageHeading>
      <SavedSearchList />
    </>
  );
}
