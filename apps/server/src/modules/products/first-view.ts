import { type Language, localisedPage, PRODUCT_PHOTO_SIZES, photoSrcSet } from "@kierto/shared";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { escapeHtml } from "../../lib/escape-html";
import { HttpError } from "../../lib/http-error";
import { jsonForHtml } from "../../lib/json-in-html";
import { publicRead } from "../../read-database";
import { hasSessionCookie } from "../auth";
import { laterCatalogueModule } from "../web-shell";
import { listFeed } from "./feed-tiers";
import { getProductDetail } from "./product-detail.service";
import { PRODUCT_PAGE } from "./share-preview";

/** The id of the JSON block the web app seeds its queries from (apps/web/src/app/first-view-data.ts). */
export const FIRST_VIEW_DATA_ID = "first-view-data";

/**
 * The web app's modules the first view of a page runs, for the pages this file renders a first
 * view of (apps/web/src/app/route-tree.tsx): the page, and for every page but home the texts
 * beyond the first view's, which the page loads before it renders (ADR 0021).
 */
export function firstViewPageModules(path: string, language: Language): string[] {
  if (isHome(path)) return ["src/app/routes/home.tsx"];
  if (PRODUCT_PAGE.test(path)) return ["src/app/routes/product.tsx", laterCatalogueModule(language)];
  return [];
}

/**
 * The page whose first view the build rendered into markup (ADR 0021): the home page, whose hero
 * is the largest thing a phone paints, and a product page's skeleton, whose photo frame
 * `renderFirstView` fills with the listing's first photo (ADR 0024). A filtered home shows other
 * tiles and pills selected, so it waits for the app; so does a signed-in visitor, who would
 * otherwise see the guest's header (Log in, Join) until the app drew theirs.
 */
export function prerenderedPage(c: Context<AppEnv>): string | undefined {
  if (hasSessionCookie(c.req.raw.headers)) return undefined;
  if (PRODUCT_PAGE.test(c.req.path)) return "product";
  return isHome(c.req.path) && !new URL(c.req.url).search ? "home" : undefined;
}

/** The home page, with or without a language prefix (/fi, ADR 0062). */
const isHome = (path: string) => localisedPage(path).path === "/";

/** How the gallery fits its main photo into the frame (apps/web gallery.tsx PHOTO_FIT). */
const PHOTO_FIT = "size-full object-contain";

/** The empty element of the product skeleton's markup the first photo goes into (apps/web product-skeleton.tsx). */
const FIRST_PHOTO_SLOT = /<div data-first-photo=""[^>]*><\/div>/;

/** What a guest's first view needs, as the API would answer it. */
interface FirstViewData {
  session: { user: null; session: null; profile: null };
  feed?: Awaited<ReturnType<typeof listFeed>>;
  product?: NonNullable<Awaited<ReturnType<typeof getProductDetail>>>;
}

/**
 * ADR 0013: a guest's home page and product pages carry the data their first view shows (the
 * feed's first page, the listing) in a JSON block, so the page renders without waiting for API
 * calls, and the product's first photo is preloaded. Signed-in visitors, whose data is their
 * own, get the plain shell and fetch as before: the page stays cacheable by nobody's name.
 */
export async function renderFirstView(c: Context<AppEnv>, shell: string): Promise<string> {
  if (hasSessionCookie(c.req.raw.headers)) return shell;
  const productId = PRODUCT_PAGE.exec(c.req.path)?.[1];
  const home = isHome(c.req.path) && !new URL(c.req.url).search;
  if (!home && !productId) return shell;

  const data: FirstViewData = { session: { user: null, session: null, profile: null } };
  try {
    if (home) data.feed = await publicRead(c, (db) => listFeed(db, {}));
    if (productId) {
      data.product = await publicRead(c, (db) => getProductDetail(db, productId, undefined)).catch(noneIfDeleted);
    }
  } catch (error) {
    // The data block is a head start: without it the app fetches the same from the API.
    c.var.log.warn("first view data failed", { error });
    return shell;
  }

  const block = `<script type="application/json" id="${FIRST_VIEW_DATA_ID}">${jsonForHtml(data)}</script>`;
  // Replacer functions, so a '$' in a listing's text is never read as a replacement pattern.
  const withData = shell.replace(/\s*<\/body>/i, () => `\n    ${block}\n  </body>`);
  const cover = data.product?.photos[0];
  if (!cover || !data.product) return withData;
  const src = escapeHtml(cover.fullUrl);
  const srcset = escapeHtml(photoSrcSet(cover));
  // First in the head (after the charset, which must come first), so the browser asks for the photo
  // before anything else the page lists; the same srcset and sizes as the <img>, so it is reused.
  const preload = `<link rel="preload" as="image" href="${src}" imagesrcset="${srcset}" imagesizes="${PRODUCT_PHOTO_SIZES}" fetchpriority="high" />`;
  // The photo in the skeleton's frame, as the gallery draws it (ADR 0024): it paints from the HTML.
  const photo = `<img src="${src}" srcset="${srcset}" sizes="${PRODUCT_PHOTO_SIZES}" alt="${escapeHtml(data.product.title)}" width="${cover.width}" height="${cover.height}" fetchpriority="high" class="${PHOTO_FIT}" />`;
  const headStart = /<meta charset[^>]*>/i.test(withData) ? /<meta charset[^>]*>/i : /<head>/i;
  return withData.replace(headStart, (start) => `${start}\n    ${preload}`).replace(FIRST_PHOTO_SLOT, () => photo);
}

/** A deleted listing's page is the app's own 'deleted' state (410), fetched as usual, not a failure. */
function noneIfDeleted(error: unknown): undefined {
  if (error instanceof HttpError && error.code === "LISTING_DELETED") return undefined;
  throw error;
}
