import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createTestApp, expectJson, expectLogged } from "../../../test/test-app";
import type { AppEnv } from "../../app-env";
import { createProduct, createProductPhoto } from "../../db/factories";
import { FIRST_VIEW_DATA_ID, firstViewPageModules, prerenderedPage, renderFirstView } from "./first-view";

const t = await createTestApp();

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Kierto</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// The product page's markup as the build renders it (apps/web product-skeleton.tsx), frame and slot only.
const SKELETON = SHELL.replace(
  '<div id="root"></div>',
  '<div id="root"><div inert><div class="frame"><div data-first-photo="" class="size-full"></div></div></div></div>',
);

// The web app's index route as static-web.ts runs it, with only the renderer under test.
const pages = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set("deps", t.deps);
    c.set("log", t.deps.logger);
    await next();
  })
  .get("*", async (c) => c.html(await renderFirstView(c, c.req.header("x-shell") === "skeleton" ? SKELETON : SHELL)));

const page = async (path: string, cookie?: string) =>
  (await pages.request(path, { headers: cookie ? { cookie } : {} })).text();

/** The JSON block's content, read back as the browser's JSON.parse would. */
function firstViewData(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${FIRST_VIEW_DATA_ID}">(.*?)</script>`, "s").exec(html);
  return match?.[1] === undefined ? undefined : JSON.parse(match[1]);
}

describe("a guest's first view carries its data", () => {
  it("home carries the feed's first page and the guest session, exactly as the API answers them", async () => {
    await createProduct(t.db, { title: "Marimekko shirt" });
    const html = await page("/");
    expect(firstViewData(html)).toEqual({
      session: await expectJson(await t.guest.session.$get(), 200),
      feed: await expectJson(await t.guest.products.$get({ query: {} }), 200),
    });
  });

  it("a product page carries the listing as the API answers it, and preloads its first photo sized for its slot", async () => {
    const product = await createProduct(t.db, { title: "Wool coat" });
    const cover = await createProductPhoto(t.db, { ownerId: product.userId, productId: product.id, position: 0 });
    const html = await page(`/product/${product.id}`);
    const detail = await expectJson(await t.guest.products[":id"].$get({ param: { id: product.id } }), 200);
    expect(firstViewData(html)).toEqual({ session: { user: null, session: null, profile: null }, product: detail });
    expect(html).toContain(
      `<link rel="preload" as="image" href="/media/${cover.fullKey}" imagesrcset="/media/${cover.cardKey} 480w, /media/${cover.fullKey} 1200w" imagesizes="(min-width: 1280px) 642px, (min-width: 1024px) 54vw, calc(100vw - 2rem)" fetchpriority="high" />`,
    );
    // The preload opens the head, before anything else the browser could ask for.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf("<title>"));
  });

  it("puts the first photo into the product skeleton's frame, sized as the gallery draws it", async () => {
    const product = await createProduct(t.db, { title: `Coat "A&B" <wool>` });
    const cover = await createProductPhoto(t.db, { ownerId: product.userId, productId: product.id, position: 0 });
    const html = await (await pages.request(`/product/${product.id}`, { headers: { "x-shell": "skeleton" } })).text();
    expect(html).toContain(
      `<div class="frame"><img src="/media/${cover.fullKey}" srcset="/media/${cover.cardKey} 480w, /media/${cover.fullKey} 1200w" sizes="(min-width: 1280px) 642px, (min-width: 1024px) 54vw, calc(100vw - 2rem)" alt="Coat &#34;A&#38;B&#34; &#60;wool&#62;" width="1200" height="1600" fetchpriority="high" class="size-full object-contain" /></div>`,
    );
    expect(html).not.toContain("data-first-photo");
    // A listing without photos keeps the empty frame.
    const bare = await createProduct(t.db);
    const empty = await (await pages.request(`/product/${bare.id}`, { headers: { "x-shell": "skeleton" } })).text();
    expect(empty).toContain('<div data-first-photo="" class="size-full"></div>');
  });

  it("keeps a seller's text from ending the block early", async () => {
    const product = await createProduct(t.db, { title: `</script><script>alert(1)</script> <!-- & $&` });
    const html = await page(`/product/${product.id}`);
    expect(html).not.toContain("<script>alert");
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(firstViewData(html)).toMatchObject({ product: { title: `</script><script>alert(1)</script> <!-- & $&` } });
  });

  it("gives a signed-in visitor the plain page: their data is their own and the app fetches it", async () => {
    const product = await createProduct(t.db);
    const user = await t.signedInUser();
    expect(await page("/", user.cookie)).toBe(SHELL);
    expect(await page(`/product/${product.id}`, user.cookie)).toBe(SHELL);
  });

  it("carries nothing for drafts, deleted and missing listings, a filtered home and other pages", async () => {
    const draft = await createProduct(t.db, { status: "draft" });
    const deleted = await createProduct(t.db, { status: "deleted", deletedAt: new Date() });
    for (const listing of [draft, deleted]) {
      expect(firstViewData(await page(`/product/${listing.id}`))).toEqual({
        session: { user: null, session: null, profile: null },
      });
      expect(await page(`/product/${listing.id}`)).not.toContain('rel="preload"');
    }
    expect(await page("/?category=Tops")).toBe(SHELL);
    expect(await page("/about")).toBe(SHELL);
  });

  it("still serves the page when the data cannot be read", async () => {
    expectLogged(/first view data failed/);
    const broken = new Hono<AppEnv>()
      .use(async (c, next) => {
        const unreachable = new Proxy(
          {},
          {
            get: () => {
              throw new Error("database down");
            },
          },
        );
        c.set("deps", { ...t.deps, db: unreachable as never });
        c.set("log", t.deps.logger);
        await next();
      })
      .get("*", async (c) => c.html(await renderFirstView(c, SHELL)));
    expect(await (await broken.request("/")).text()).toBe(SHELL);
  });
});

describe("the code and markup of a first view", () => {
  it("home runs its page on the first view's texts; a product page also needs the later texts of its language", () => {
    expect(firstViewPageModules("/", "fi")).toEqual(["src/app/routes/home.tsx"]);
    expect(firstViewPageModules("/product/0b7f1c2e-8d1a-4c3e-9f00-5a6b7c8d9e0f", "sv")).toEqual([
      "src/app/routes/product.tsx",
      "src/i18n/sv/later.ts",
    ]);
    expect(firstViewPageModules("/about", "en")).toEqual([]);
  });

  it("writes the prerendered markup into a guest's unfiltered home and product pages only", async () => {
    const named = new Hono<AppEnv>().get("*", (c) => c.text(prerenderedPage(c) ?? "none"));
    expect(await (await named.request("/")).text()).toBe("home");
    const id = "0b7f1c2e-8d1a-4c3e-9f00-5a6b7c8d9e0f";
    for (const path of [`/product/${id}`, `/browse/product/${id}`, `/app/product/${id}`]) {
      expect(await (await named.request(path)).text()).toBe("product");
    }
    const signedIn = { headers: { cookie: "kierto.session_token=abc.def" } };
    expect(await (await named.request("/", signedIn)).text()).toBe("none");
    expect(await (await named.request(`/product/${id}`, signedIn)).text()).toBe("none");
    expect(await (await named.request("/?category=Tops")).text()).toBe("none");
    expect(await (await named.request("/about")).text()).toBe("none");
  });
});
