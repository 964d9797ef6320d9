// The page's first script (ADR 0024), written by the build into the assets under a hashed name
// (boot-script.mjs), in place of the app's entry (a modulepreload marked data-app-entry). When the
// server wrote the page's first view into the root (ADR 0021), the app's code is requested and run
// once that markup is on screen: requested at once, it shared a phone's slow line with the HTML,
// and run first, it kept the page blank for as long as a phone takes to run it.
// Plain JavaScript with no imports, so it is served as it is and runs before anything else.

/** How long the app waits at most for a paint that may not come (a page opened in a background tab). */
const FIRST_PAINT_LIMIT_MS = 200;

/**
 * Resolves once the browser has painted the page's first content (its `first-contentful-paint`
 * entry), or after `limitMs` at most, so the app never waits on a paint that does not happen nor
 * on a browser without paint timing. A page already painted resolves at once.
 */
export function firstPaint(limitMs = FIRST_PAINT_LIMIT_MS, Observer = globalThis.PerformanceObserver) {
  return new Promise((resolve) => {
    let observer;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    if (!Observer?.supportedEntryTypes?.includes("paint")) return;
    observer = new Observer((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length > 0) done();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

/**
 * Loads the app. A page painted from the server's markup (ADR 0021) lists the app's modules in a
 * JSON block instead of preloading them, so that nothing of the app competes with the HTML and the
 * markup's paint: they are requested once the markup is on screen. Any other page preloads them
 * in its head and loads the app at once.
 */
export async function boot(doc = globalThis.document) {
  const deferred = doc.getElementById("app-modules");
  if (!deferred) return import(doc.querySelector("link[data-app-entry]").href);
  await firstPaint();
  const { entry, modules } = JSON.parse(deferred.textContent);
  for (const href of modules) {
    const link = doc.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    doc.head.append(link);
  }
  return import(entry);
}

if (globalThis.document) await boot();
