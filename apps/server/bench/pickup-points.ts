/**
 * Pickup-point search latency (docs/decisions/0040): the local carrier's search as the checkout
 * calls it, GET /api/shipping/pickup-points over a real HTTP socket, one request at a time and
 * eight at once, with a mix of postcodes, unknown postcodes, city names and street words.
 * The target is p95 under 300 ms. Run: npx tsx apps/server/bench/pickup-points.ts
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../src/app-env";
import { shippingRoutes } from "../src/modules/shipping";
import { buildPickupPointDataset, createPickupPointSearch } from "../src/platform/shipping";
import { machineLoad, out, percentile, printTable } from "./support";

const REQUESTS = 2000;
const started = performance.now();
const dataset = buildPickupPointDataset();
const search = createPickupPointSearch(dataset);
const builtMs = (performance.now() - started).toFixed(1);
out(`dataset: ${dataset.areas.length} postcode areas, ${dataset.points.length} points, built in ${builtMs} ms`);

// The route reads nothing of the app's parts but the carrier's search, which is all the bench measures.
const shipping: Pick<AppDeps["shipping"], "searchPickupPoints"> = {
  searchPickupPoints: async (query) => search.search(query),
};
const app = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set("deps", { shipping } as unknown as AppDeps);
    await next();
  })
  .route("/api", shippingRoutes());

const words = ["Helsinki", "Oulu", "Kauppakatu Tampere", "jyvaskyla", "Åbo Puistotie", "Kioski Kuutti", "Lahti"];
function query(i: number): string {
  if (i % 4 === 0) return `q=${encodeURIComponent(words[i % words.length] ?? "Oulu")}&limit=15`;
  if (i % 4 === 1) return `q=${String(10_000 + ((i * 7919) % 89_999)).padStart(5, "0")}`;
  const area = dataset.areas[(i * 104_729) % dataset.areas.length];
  return `q=${area?.postcode}&size=${i % 3 === 0 ? "oversize" : "small"}`;
}

const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function timed(i: number): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${origin}/api/shipping/pickup-points?${query(i)}`);
  if (response.status !== 200) throw new Error(`status ${response.status} for ${query(i)}`);
  await response.json();
  return performance.now() - start;
}

for (let i = 0; i < 200; i++) await timed(i); // warm up
const sequential: number[] = [];
for (let i = 0; i < REQUESTS; i++) sequential.push(await timed(i));
const concurrent: number[] = [];
for (let i = 0; i < REQUESTS; i += 8) {
  concurrent.push(...(await Promise.all(Array.from({ length: 8 }, (_, j) => timed(i + j)))));
}
const inProcess: number[] = [];
for (let i = 0; i < REQUESTS; i++) {
  const start = performance.now();
  search.search({ query: new URLSearchParams(query(i)).get("q") ?? "", limit: 15 });
  inProcess.push(performance.now() - start);
}
server.close();

const row = (name: string, values: number[]) => [
  name,
  String(values.length),
  percentile(values, 50).toFixed(2),
  percentile(values, 95).toFixed(2),
  percentile(values, 99).toFixed(2),
];
out(`machine load: ${machineLoad()}`);
printTable(
  ["search", "requests", "p50 ms", "p95 ms", "p99 ms"],
  [row("HTTP, one at a time", sequential), row("HTTP, eight at once", concurrent), row("in process", inProcess)],
);
