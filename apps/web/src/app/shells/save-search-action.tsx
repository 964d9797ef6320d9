import { lazy, Suspense } from "react";
import { useSession } from "@/features/auth/session-provider";
import { loadLaterTexts } from "@/i18n";

/**
 * Loaded, with the texts the feed's first view does not carry, once the feed is filtered or
 * searched: an unfiltered feed has nothing to save, and the first load of / stays in its budget.
 */
const SaveSearchButton = lazy(() =>
  Promise.all([import("@/features/saved-searches/components/save-search-button"), loadLaterTexts()]).then(
    ([module]) => ({ default: module.SaveSearchButton }),
  ),
);

/** The URL parameters that only order the feed: a search of these alone has nothing to save. */
const ORDER_ONLY = new Set(["sort", "featured"]);

/**
 * After a person's first saved search is the moment to offer push messages for its matches.
 * Imported when it happens, so the feed's first view does not carry the push code.
 */
function offerPushAfterFirstSavedSearch() {
  void import("@/lib/push-offer").then(({ offerPush }) => offerPush("saved_search"));
}

/** The feeds' 'Save this search' for the feed's query parameters, shown once it filters something. */
export default function SaveSearchAction({ query }: { query: Record<string, string> }) {
  const { user } = useSession();
  if (!Object.keys(query).some((key) => !ORDER_ONLY.has(key))) return null;
  return (
    <Suspense fallback={null}>
      <SaveSearchButton query={query} signedIn={Boolean(user)} onFirstSaved={offerPushAfterFirstSavedSearch} />
    </Suspense>
  );
}
