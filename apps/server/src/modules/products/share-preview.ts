import { LANGUAGE_LOCALES, type Language } from "@kierto/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import type { Database } from "../../db/client";
import { productPhotos, products } from "../../db/schema";
import { escapeHtml } from "../../lib/escape-html";
import { jsonForHtml } from "../../lib/json-in-html";
import { absoluteMediaUrl } from "../../platform/storage";
import { shellTexts } from "../web-shell";

/**
 * The web app's product pages (docs/product-rules.md#listings: /product/{id}, /app/product/{id},
 * /browse/product/{id}), and /product/{id} under a language prefix (/fi/product/{id}, ADR 0062).
 */
export const PRODUCT_PAGE =
  /^\/(?:app\/|browse\/|en\/|fi\/|sv\/)?product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const DESCRIPTION_LENGTH = 200;

/**
 * Puts a listing's title, price, description and first photo into the page shell's <title> and
 * Open Graph / Twitter meta, so a shared product link previews in chat apps and social media,
 * whose crawlers do not run our JavaScript. Every other page gets the shell unchanged.
 */
export async function renderProductPreview(c: Context<AppEnv>, shell: string, language: Language): Promise<string> {
  const id = PRODUCT_PAGE.exec(c.req.path)?.[1];
  if (!id) return shell;
  const { db, env } = c.var.deps;
  let listing: Awaited<ReturnType<typeof findPreview>>;
  try {
    listing = await findPreview(db, id);
  } catch (error) {
    // A preview is a nicety: the page itself must still load.
    c.var.log.warn("product preview failed", { error });
    return shell;
  }
  if (!listing) return shell;

  const t = shellTexts[language];
  const price = new Intl.NumberFormat(LANGUAGE_LOCALES[language], { style: "currency", currency: "EUR" }).format(
    listing.priceCents / 100,
  );
  const title = `${listing.title} · ${price}`;
  const description = truncate(
    listing.description ?? t.listingSummary(t.categories[listing.category], listing.size, listing.brand),
  );
  const image = listing.fullKey ? absoluteMediaUrl(listing.fullKey, env.publicUrl) : undefined;
  const tags: [string, string, string][] = [
    ["property", "og:type", "product"],
    ["property", "og:site_name", "Kierto"],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", `${env.publicUrl}${c.req.path}`],
    ["property", "product:price:amount", (listing.priceCents / 100).toFixed(2)],
    ["property", "product:price:currency", "EUR"],
    ["name", "twitter:card", image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
  ];
  if (image) tags.push(["property", "og:image", image], ["name", "twitter:image", image]);
  const meta = tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`);
  meta.push(`<script type="application/ld+json">${jsonForHtml(structuredData(listing, description, image))}</script>`);

  // Replacer functions, so a '$' in a title is never read as a replacement pattern.
  return shell
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(`${title} · Kierto`)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/i,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace(/\s*<\/head>/i, () => `\n    ${meta.join("\n    ")}\n  </head>`);
}

/**
 * schema.org's Product with its offer, which search engines read for the listing's name, photo,
 * price and whether it can still be bought.
 */
function structuredData(listing: PreviewRow, description: string, image: string | undefined) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: listing.title,
    description,
    ...(image ? { image: [image] } : {}),
    ...(listing.brand ? { brand: { "@type": "Brand", name: listing.brand } } : {}),
    offers: {
      "@type": "Offer",
      price: (listing.priceCents / 100).toFixed(2),
      priceCurrency: "EUR",
      itemCondition: "https://schema.org/UsedCondition",
      availability: listing.status === "sold" ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
    },
  };
}

type PreviewRow = NonNullable<Awaited<ReturnType<typeof findPreview>>>;

/** Only what a guest may see: a draft is private to its seller. */
async function findPreview(db: Database, id: string) {
  const [row] = await db
    .select({
      title: products.title,
      description: products.description,
      priceCents: products.priceCents,
      category: products.category,
      size: products.size,
      brand: products.brand,
      status: products.status,
      fullKey: productPhotos.fullKey,
    })
    .from(products)
    .leftJoin(productPhotos, eq(productPhotos.productId, products.id))
    .where(and(eq(products.id, id), inArray(products.status, ["active", "sold"])))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id))
    .limit(1);
  return row;
}

function truncate(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > DESCRIPTION_LENGTH ? `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : flat;
}
