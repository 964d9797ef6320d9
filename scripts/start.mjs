#!/usr/bin/env node
// `npm start`: builds what changed (the web app, the server bundle; each skipped when its inputs'
// content hash is the one of its last build) and runs the server in this same process, so a
// restart on an unchanged checkout costs one Node start, two hashes and the server's own start.
import module from "node:module";
import { pathToFileURL } from "node:url";
import { buildServer } from "./server-build/build.mjs";
import { buildWebApp } from "./web-build/build.mjs";

try {
  buildWebApp();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const started = Date.now();
const { entry, built } = await buildServer();
console.info(built ? `server bundled in ${Date.now() - started} ms` : "server is up to date: bundle reused");
// The bundle's compiled code stays on disk between starts.
module.enableCompileCache();
// Stack traces name the TypeScript sources, as they did when tsx ran them.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
