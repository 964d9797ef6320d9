// Renders one page's first view in one language and writes its markup to stdout (prerender.mjs).
// Usage: node prerender-page.mjs <module URL> <language> <path>
const [moduleUrl, language, path] = process.argv.slice(2);

// The app reads its language from <html lang> when its modules load (apps/web/src/i18n/active-language.ts);
// in Node there is no page, so the language is put where the app looks for it.
globalThis.document = { documentElement: { lang: language } };

const { renderFirstView } = await import(moduleUrl);
process.stdout.write(await renderFirstView(path));
// The app's session channel (a BroadcastChannel) would keep Node running.
process.exit(0);
