import { ArchiveX, Clock, FilePen, type LucideIcon, Package, PackageCheck, ShoppingBag, Tag } from "lucide-react";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ProductCard, type ProductCardData, ProductCardSkeleton, productGridClass } from "@/components/ui/product-card";
import { paths } from "@/config/paths";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import { type MyProducts, useMyProducts } from "../api/get-my-products";

type MyProduct = MyProducts["items"][number];

import { useMyTransactions } from "../api/get-my-transactions";
import { TransactionList } from "./transaction-list";

const TABS = ["all", "active", "drafts", "sold", "purchases", "pending", "sales"] as const;
type Tab = (typeof TABS)[number];

const emptyIcons: Record<Tab, LucideIcon> = {
  all: Package,
  active: Tag,
  drafts: FilePen,
  sold: PackageCheck,
  purchases: ShoppingBag,
  pending: Clock,
  sales: ArchiveX,
};

/**
 * On a phone the row of tabs scrolls sideways: the open one (Purchases, from a link) is brought
 * into view when it opens, without moving the page up or down.
 */
function scrollIntoNearestView(element: HTMLElement | null) {
  element?.scrollIntoView({ block: "nearest", inline: "nearest" });
}

/**
 * docs/product-rules.md#listings My Items: All, Active, Drafts, Sold, Purchases, Pending and Sales, each with its
 * count. The open tab is kept in the URL (?tab=), so a reload or a shared link opens it again.
 */
export function MyItemsTabs({ renderDelete }: { renderDelete(item: ProductCardData): ReactNode }) {
  const m = useMessages();
  const t = m.myItems;
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "all";
  const products = useMyProducts();
  const transactions = useMyTransactions();

  const items = products.data?.items ?? [];
  const listings: Record<"all" | "active" | "drafts" | "sold", MyProduct[]> = {
    all: items,
    active: items.filter((item) => item.status === "active"),
    drafts: items.filter((item) => item.status === "draft"),
    sold: items.filter((item) => item.status === "sold"),
  };
  const counts: Record<Tab, number | undefined> = {
    all: products.data?.counts.all,
    active: products.data?.counts.active,
    drafts: products.data?.counts.draft,
    sold: products.data?.counts.sold,
    purchases: transactions.data?.counts.purchases,
    pending: transactions.data?.counts.pending,
    sales: transactions.data?.counts.sales,
  };

  const listingPanel = (key: keyof typeof listings) => {
    if (products.isPending) return <Skeletons />;
    if (products.isError) return <LoadError onRetry={() => products.refetch()} />;
    const list = listings[key];
    if (list.length === 0) {
      return (
        <EmptyState icon={emptyIcons[key]} title={t.empty[key]}>
          {key !== "sold" && (
            <Button asChild>
              <Link to={paths.upload.href}>{t.listItem}</Link>
            </Button>
          )}
        </EmptyState>
      );
    }
    return (
      <ul className={productGridClass}>
        {list.map((item) => (
          <li key={item.id}>
            <ProductCard
              product={item}
              href={paths.appProduct.href(item.id)}
              showStatus
              footer={
                <div className="flex flex-wrap gap-1.5">
                  <Button asChild variant="secondary" size="sm">
                    <Link to={paths.appProduct.href(item.id)} aria-label={`${t.view}: ${item.title}`}>
                      {t.view}
                    </Link>
                  </Button>
                  {item.status === "draft" && (
                    <Button asChild variant="secondary" size="sm">
                      <Link to={paths.editListing.href(item.id)} aria-label={`${t.edit}: ${item.title}`}>
                        {t.edit}
                      </Link>
                    </Button>
                  )}
                  {/* A listing a sale holds or completed is kept for the sale's record (409). */}
                  {item.deletable && renderDelete(item)}
                </div>
              }
            />
          </li>
        ))}
      </ul>
    );
  };

  const transactionPanel = (key: "purchases" | "pending" | "sales") => {
    if (transactions.isPending) return <Skeletons />;
    if (transactions.isError) return <LoadError onRetry={() => transactions.refetch()} />;
    return <TransactionList items={transactions.data[key]} emptyText={t.empty[key]} emptyIcon={emptyIcons[key]} />;
  };

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) =>
        setParams(next === "all" ? {} : { tab: next }, { replace: true, preventScrollReset: true })
      }
    >
      <Tabs.List
        aria-label={t.tabsLabel}
        className="-mx-4 mb-6 flex scroll-px-4 gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0"
      >
        {TABS.map((key) => (
          <Tabs.Trigger
            key={key}
            value={key}
            ref={key === tab ? scrollIntoNearestView : undefined}
            className={cn(
              "-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap",
              "border-transparent text-stone-600 hover:text-stone-900",
              "data-[state=active]:border-brand-700 data-[state=active]:text-brand-900",
            )}
          >
            {t.tabs[key]}
            {/* As wide before the counts arrive as after: the row does not shift under the reader. */}
            <span className="min-w-7 rounded-full bg-stone-100 px-2 py-0.5 text-center text-xs font-semibold text-stone-700 tabular-nums">
              {counts[key] ?? "–"}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {(["all", "active", "drafts", "sold"] as const).map((key) => (
        <Tabs.Content key={key} value={key}>
          {listingPanel(key)}
        </Tabs.Content>
      ))}
      {(["purchases", "pending", "sales"] as const).map((key) => (
        <Tabs.Content key={key} value={key}>
          {transactionPanel(key)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function Skeletons() {
  const m = useMessages().listings.feed;
  return (
    <div role="status" aria-label={m.loading} className={productGridClass}>
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}

function LoadError({ onRetry }: { onRetry(): void }) {
  const m = useMessages();
  return (
    <EmptyState icon={ArchiveX} title={m.myItems.loadError}>
      <Button variant="secondary" onClick={onRetry}>
        {m.common.retry}
      </Button>
    </EmptyState>
  );
}
