import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { feedQuery } from "@/features/listings/api/get-feed";
import { productQuery } from "@/features/listings/api/get-product";
import { listingKeys } from "@/features/listings/api/query-keys";
import { readFeedFilters } from "@/features/listings/browse/feed-filters";
import { loadLaterTexts } from "@/i18n";
import { sessionQuery } from "@/lib/session-query";
import { type FirstViewData, seedFirstViewData } from "./first-view-data";

const pageWith = (text: string | null) =>
  ({
    getElementById: (id: string) => (id === "first-view-data" && text !== null ? { textContent: text } : null),
  }) as unknown as Document;

const feed = { items: [], nextCursor: null } as unknown as NonNullable<FirstViewData["feed"]>;
const product = { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", title: "Wool coat" } as NonNullable<
  FirstViewData["product"]
>;

describe("seeding the queries from the page's first view data", () => {
  it("fills the session, the unfiltered feed and the product, fresh, so nothing is fetched on the first render", async () => {
    const client = new QueryClient();
    const session = { user: null, session: null, profile: null };
    seedFirstViewData(client, pageWith(JSON.stringify({ session, feed, product })));

    expect(client.getQueryData(sessionQuery.queryKey)).toEqual(session);
    expect(client.getQueryData(feedQuery(readFeedFilters(new URLSearchParams())).queryKey)).toEqual({
      pages: [feed],
      pageParams: [undefined],
    });
    // Seeded before the product page's texts have loaded (ADR 0021), under the product query's key.
    expect(client.getQueryData(listingKeys.detail(product.id))).toEqual(product);
    expect(client.getQueryState(listingKeys.detail(product.id))?.isInvalidated).toBe(false);
    await loadLaterTexts();
    expect(client.getQueryData(productQuery(product.id).queryKey)).toEqual(product);
  });

  it("leaves the queries empty on a page without the block, or with a broken one", () => {
    const client = new QueryClient();
    seedFirstViewData(client, pageWith(null));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    seedFirstViewData(client, pageWith("{not json"));
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
