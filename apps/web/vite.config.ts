import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";

// The API server (npm run dev) listens on 3000; `vite` proxies to it during development.
const apiServer = process.env.KIERTO_API ?? "http://localhost:3000";

const resolve = { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } };

const client = {
  plugins: [react(), tailwindcss()],
  resolve,
  server: {
    port: 5173,
    proxy: { "/api": apiServer, "/media": apiServer, "/dev": apiServer },
  },
  build: {
    target: "es2022",
    // No inline scripts: the Content-Security-Policy allows scripts from our origin only.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // One stylesheet for the whole app, which the build then writes into index.html
    // (scripts/web-build/inline-stylesheet.mjs): split per chunk, a page's lazily loaded code would
    // list it as a dependency and link it again, a second download of what the page already has.
    cssCodeSplit: false,
    // Read by the build script to measure what the first view of / downloads.
    manifest: true,
    rolldownOptions: {
      // The entry's modules travel as one file, and shared chunks under 20 kB are copied into the
      // chunks that use them: a page then downloads a few files rather than twenty small ones,
      // which compress worse apart and cost a request each (about 3 KiB less for the first view).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 2 },
            // The home page's feed, cards and hearts (shared with Explore, seller and favourites pages)
            // in one file rather than seven: smaller compressed, and fewer requests on a phone's first
            // visit. The price slider's popover stays apart: it loads when the Price pill is touched.
            {
              name: "browse",
              test: /\/src\/(features\/listings\/components\/browse\/(?!price-range-popover|explore-header|brand-pill)|features\/favorites\/components\/(favorite-button|heart-view)|components\/ui\/product-card|lib\/format)/,
              priority: 1,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 20_000 },
        },
      },
    },
  },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? // The build's prerender of the first view (scripts/web-build/prerender.mjs): one module for Node,
      // its exports kept, no styles.
      { plugins: [react()], resolve, build: { target: "node20", emptyOutDir: true } }
    : client,
);
