import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import type { AppEnv } from "../../app-env";
import { createProduct, createProductPhoto } from "../../db/factories";
import { requestLanguage } from "../../lib/request-language";
import { renderProductPreview } from "./share-preview";

const t = await createTestApp();

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Kierto is the second-hand fashion marketplace for Finland." />
    <title>Kierto · Pre-loved fashion in Finland</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

// The web app's index route as static-web.ts runs it, with only the renderer under test.
const pages = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set("deps", t.deps);
    c.set("log", t.deps.logger);
    await next();
  })
  .get("*", async (c) => c.html(await renderProductPreview(c, SHELL, requestLanguage(c))));

const page = async (path: string, acceptLanguage?: string) =>
  (await pages.request(path, { headers: acceptLanguage ? { "accept-language": acceptLanguage } : {} })).text();

describe("product share previews", () => {
  it("puts the title, price, description and first photo into the title and Open Graph and Twitter meta", async () => {
    const product = await createProduct(t.db, { title: "Unikko dress", priceCents: 8900, description: "Worn once." });
    await createProductPhoto(t.db, { ownerId: product.userId, productId: product.id, position: 1 });
    const cover = await createProductPhoto(t.db, { ownerId: product.userId, productId: product.id, position: 0 });

    const html = await page(`/product/${product.id}`);
    expect(html).toContain("<title>Unikko dress · €89.00 · Kierto</title>");
    expect(html).toContain('<meta name="description" content="Worn once." />');
    expect(html).toContain('<meta property="og:title" content="Unikko dress · €89.00" />');
    expect(html).toContain('<meta property="og:description" content="Worn once." />');
    expect(html).toContain(`<meta property="og:image" content="http://localhost:3000/media/${cover.fullKey}" />`);
    expect(html).toContain(`<meta name="twitter:image" content="http://localhost:3000/media/${cover.fullKey}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="product:price:amount" content="89.00" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("tells search engines the listing's name, photo, price and availability as schema.org data", async () => {
    const product = await createProduct(t.db, { title: "Unikko dress", priceCents: 8900, brand: "Marimekko" });
    const cover = await createProductPhoto(t.db, { ownerId: product.userId, productId: product.id, position: 0 });
    const ld = (html: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "null");
    expect(ld(await page(`/product/${product.id}`))).toMatchObject({
      "@type": "Product",
      name: "Unikko dress",
      image: [`http://localhost:3000/media/${cover.fullKey}`],
      brand: { name: "Marimekko" },
      offers: { price: "89.00", priceCurrency: "EUR", availability: "https://schema.org/InStock" },
    });
    const sold = await createProduct(t.db, { status: "sold" });
    expect(ld(await page(`/product/${sold.id}`)).offers.availability).toBe("https://schema.org/SoldOut");
  });

  it("serves the same preview under /app/product and /browse/product", async () => {
    const product = await createProduct(t.db, { title: "Parka" });
    for (const prefix of ["/app", "/browse"]) {
      expect(await page(`${prefix}/product/${product.id}`)).toContain("<title>Parka · €25.00 · Kierto</title>");
    }
  });

  it("escapes everything a seller wrote", async () => {
    const product = await createProduct(t.db, {
      title: `</title><script>alert("x")</script>`,
      description: `"><img src=x onerror=alert(1)> $& $1`,
    });
    const html = await page(`/product/${product.id}`);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&#60;/title&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    // '$&' stays text: it is never read as a replacement pattern.
    expect(html).toContain("&#34;&#62;&#60;img src=x onerror=alert(1)&#62; $&#38; $1");
  });

  it("describes a listing without a description by its attributes and without a photo as a summary card", async () => {
    const product = await createProduct(t.db, { title: "Boots", category: "Shoes", size: "40", brand: "Halti" });
    const html = await page(`/product/${product.id}`);
    expect(html).toContain('<meta property="og:description" content="Shoes, size 40, Halti." />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain("og:image");
  });

  it("writes the price and the attributes in the language of the request", async () => {
    const product = await createProduct(t.db, {
      title: "Talvitakki",
      priceCents: 2500,
      category: "Outerwear",
      size: "M",
      brand: null,
    });
    const finnish = await page(`/product/${product.id}`, "fi-FI,fi;q=0.9");
    expect(finnish).toContain("<title>Talvitakki · 25,00\u00a0€ · Kierto</title>");
    expect(finnish).toContain('<meta property="og:description" content="Takit, koko M." />');
    const swedish = await page(`/product/${product.id}`, "sv-FI");
    expect(swedish).toContain('<meta property="og:description" content="Ytterkläder, storlek M." />');
    expect(swedish).toContain('<meta property="og:title" content="Talvitakki · 25,00\u00a0€" />');
  });

  it("leaves the page as it is for drafts, missing listings and other pages", async () => {
    const draft = await createProduct(t.db, { status: "draft", title: "Secret draft" });
    expect(await page(`/product/${draft.id}`)).toBe(SHELL);
    expect(await page("/product/00000000-0000-4000-8000-000000000000")).toBe(SHELL);
    expect(await page("/product/not-an-id")).toBe(SHELL);
    expect(await page("/about")).toBe(SHELL);
  });
});
