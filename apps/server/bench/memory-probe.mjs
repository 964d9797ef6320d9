/**
 * Plain JavaScript, so that no TypeScript loader runs in the measured process: tsx's would also
 * transform the server bundle and hold it with an inline source map, some 150 MB of heap that
 * production never has.
 *
 * Loaded into the server process by the load benchmark (`--import`), never by the app itself:
 * on SIGUSR2 it collects garbage (the server runs with --expose-gc) and prints one line,
 * `bench-memory {rss, heapUsed, ...}`, so the benchmark can compare memory at start and end.
 */
process.on("SIGUSR2", () => {
  globalThis.gc?.();
  process.stdout.write(`bench-memory ${JSON.stringify(process.memoryUsage())}\n`);
});
