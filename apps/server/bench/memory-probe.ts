/**
 * Loaded into the server process by the load benchmark (`--import`), never by the app itself:
 * on SIGUSR2 it collects garbage (the server runs with --expose-gc) and prints one line,
 * `bench-memory {rss, heapUsed, ...}`, so the benchmark can compare memory at start and end.
 */
process.on("SIGUSR2", () => {
  (globalThis as { gc?: () => void }).gc?.();
  process.stdout.write(`bench-memory ${JSON.stringify(process.memoryUsage())}\n`);
});
