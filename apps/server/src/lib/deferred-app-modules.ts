import { jsonForHtml } from "./json-in-html";

/** The id of the JSON block the page's boot script reads (scripts/web-build/page-boot.js). */
export const APP_MODULES_ID = "app-modules";

const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"( data-app-entry)?\s*\/?>/g;

/**
 * ADR 0024: a page painted from the server's markup (ADR 0021) lists the app's modules in a JSON
 * block instead of preloading them, and the boot script requests them once the markup is on
 * screen. On a phone's slow line the HTML and its paint then have the line to themselves; the
 * app's code, which the markup does not need, follows. Pages without markup keep their preloads:
 * they show nothing until the app runs. A page from a build without the boot script (no entry
 * marked data-app-entry) is returned as it is.
 */
export function deferAppModules(page: string): string {
  let entry: string | undefined;
  const modules: string[] = [];
  const listed = page.replace(MODULE_PRELOAD, (_tag, href: string, isEntry?: string) => {
    if (isEntry) entry = href;
    else modules.push(href);
    return "";
  });
  if (!entry) return page;
  const block = `<script type="application/json" id="${APP_MODULES_ID}">${jsonForHtml({ entry, modules })}</script>`;
  // A replacer function, so a '$' in the block is never read as a replacement pattern.
  return listed.replace(/\s*<\/head>/i, () => `\n    ${block}\n  </head>`);
}
