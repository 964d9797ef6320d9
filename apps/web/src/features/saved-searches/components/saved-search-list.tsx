import { BellRing, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { CenteredLoading } from "@/components/ui/centered-loading";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { useSavedSearches } from "../api/get-saved-searches";
import { SavedSearchRow } from "./saved-search-row";

/**
 * docs/product-rules.md#saved-searches Saved searches: each with its new matches since it was last
 * opened; opening one shows the feed with its filters, and it can be renamed or deleted.
 */
export function SavedSearchList() {
  const t = useMessages().savedSearches;
  const searches = useSavedSearches();
  if (searches.isPending) return <CenteredLoading />;
  if (searches.isError) {
    return (
      <EmptyState icon={SearchX} title={t.loadError}>
        <Button variant="secondary" onClick={() => searches.refetch()}>
          {t.retry}
        </Button>
      </EmptyState>
    );
  }
  if (searches.data.items.length === 0) {
    return (
      <EmptyState icon={BellRing} title={t.empty} body={t.emptyHint}>
        <Button asChild>
          <Link to={paths.app.href}>{t.startShopping}</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {searches.data.items.map((search) => (
        <SavedSearchRow key={search.id} search={search} />
      ))}
    </ul>
  );
}
