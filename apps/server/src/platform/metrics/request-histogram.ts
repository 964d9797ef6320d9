import type { Registry } from "prom-client";

interface Series {
  labels: { method: string; route: string; status: string };
  /** Observations per bucket, not yet cumulative: counts[i] fell in (bounds[i-1], bounds[i]]. */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * The request-duration histogram, kept by hand and handed to prom-client as a metric of its
 * registry. prom-client's own Histogram hashes the label object on every observation (its
 * labels() child too), several microseconds per request; here a request costs a Map lookup by one
 * string and a short walk over the bounds. The exposition is prom-client's, so the lines read the
 * same: `name_bucket{le,method,route,status}`, `name_sum`, `name_count`.
 */
export function registerRequestHistogram(registry: Registry, name: string, help: string, bounds: number[]) {
  const series = new Map<string, Series>();
  registry.registerMetric({
    name,
    help,
    type: "histogram",
    aggregator: "sum",
    get: async () => ({ name, help, type: "histogram", aggregator: "sum", values: exposition() }),
    reset: () => series.clear(),
  } as unknown as Parameters<Registry["registerMetric"]>[0]);

  function exposition() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const { labels, counts, sum, count } of series.values()) {
      let cumulative = 0;
      bounds.forEach((bound, i) => {
        cumulative += counts[i] as number;
        values.push({ labels: { le: bound, ...labels }, value: cumulative, metricName: `${name}_bucket` });
      });
      values.push({ labels: { le: "+Inf", ...labels }, value: count, metricName: `${name}_bucket` });
      values.push({ labels, value: sum, metricName: `${name}_sum` });
      values.push({ labels, value: count, metricName: `${name}_count` });
    }
    return values;
  }

  return function observe(method: string, route: string, status: number, seconds: number) {
    const key = `${method} ${status} ${route}`;
    let entry = series.get(key);
    if (!entry) {
      entry = { labels: { method, route, status: String(status) }, counts: bounds.map(() => 0), sum: 0, count: 0 };
      series.set(key, entry);
    }
    let bucket = 0;
    while (bucket < bounds.length && seconds > (bounds[bucket] as number)) bucket++;
    if (bucket < bounds.length) (entry.counts[bucket] as number)++;
    entry.sum += seconds;
    entry.count++;
  };
}
