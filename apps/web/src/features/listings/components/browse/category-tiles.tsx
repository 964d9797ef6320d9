import { CATEGORIES, type Category } from "@kierto/shared";
import { type LucideProps, Sparkles, Star } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { useMessages } from "@/i18n";
import { cn } from "@/lib/cn";
import type { FeedFilters } from "../../browse/feed-filters";
import { filtersSearch } from "../../browse/use-feed-filters";
import { focusResultsState } from "../../browse/use-results-into-view";
import { categoryIcons } from "../category-icons";

const tones: Record<Category | "featured" | "likeNew", string> = {
  Tops: "bg-rose-50 text-rose-800",
  Bottoms: "bg-sky-50 text-sky-800",
  Dresses: "bg-fuchsia-50 text-fuchsia-800",
  Outerwear: "bg-amber-50 text-amber-800",
  Shoes: "bg-lime-50 text-lime-800",
  Accessories: "bg-violet-50 text-violet-800",
  featured: "bg-brand-50 text-brand-800",
  likeNew: "bg-emerald-50 text-emerald-800",
};

interface Tile {
  key: string;
  label: string;
  hint?: string;
  icon: ComponentType<LucideProps>;
  tone: string;
  filters: FeedFilters;
  active: boolean;
}

/**
 * docs/product-rules.md#feed Home: category tiles push ?category=, 'Featured Items' pushes ?featured=true, 'Like
 * New' sets the condition and 'View all' clears the category. They are links, so each state
 * can also be opened in a new tab; the other filters stay as they are.
 */
export function CategoryTiles({ filters }: { filters: FeedFilters }) {
  const m = useMessages();
  const t = m.listings.tiles;
  const tiles: Tile[] = [
    ...CATEGORIES.map((category) => ({
      key: category,
      label: m.options.category[category],
      icon: categoryIcons[category],
      tone: tones[category],
      filters: { ...filters, category },
      active: filters.category === category,
    })),
    {
      key: "featured",
      label: t.featured,
      hint: t.featuredHint,
      icon: Star,
      tone: tones.featured,
      filters: { ...filters, featured: true, sort: undefined },
      active: filters.featured,
    },
    {
      key: "like-new",
      label: t.likeNew,
      hint: t.likeNewHint,
      icon: Sparkles,
      tone: tones.likeNew,
      filters: { ...filters, condition: "Like New" },
      active: filters.condition === "Like New",
    },
  ];

  return (
    <nav aria-labelledby="category-tiles-heading" className="mt-10">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="category-tiles-heading" className="text-xl font-bold tracking-tight text-stone-900">
          {t.heading}
        </h2>
        <Link
          to={{ search: filtersSearch({ ...filters, category: undefined }) }}
          preventScrollReset
          className="rounded text-sm font-semibold text-brand-800 hover:underline"
        >
          {t.viewAll}
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0 lg:grid-cols-8">
        {tiles.map((tile) => (
          <li key={tile.key} className="w-28 shrink-0 snap-start sm:w-auto">
            <Link
              to={{ search: filtersSearch(tile.filters) }}
              state={focusResultsState}
              preventScrollReset
              aria-current={tile.active ? "true" : undefined}
              className={cn(
                "flex h-full flex-col items-center gap-2 rounded-2xl px-2 py-4 text-center transition hover:-translate-y-0.5 hover:shadow-md",
                tile.tone,
                tile.active && "ring-2 ring-current",
              )}
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-white/80 shadow-sm">
                <tile.icon aria-hidden className="size-6" />
              </span>
              <span className="text-sm font-semibold">{tile.label}</span>
              {tile.hint && <span className="-mt-1.5 text-xs opacity-80">{tile.hint}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
