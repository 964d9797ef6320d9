import type { Database } from "../src/db/client";

interface PlanNode {
  "Node Type": string;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  "Actual Loops"?: number;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

export interface PlanVerdict {
  /** Listings are read through an index and never by scanning the whole table. */
  usesIndex: boolean;
  indexes: string[];
  /** Shared buffers the statement touched (hit or read): steadier than its time on a busy machine. */
  buffers: number;
}

/**
 * Runs EXPLAIN ANALYZE on the feed's own SQL (as the service sent it) and says how `products`
 * was read. Only the parts that ran count: each of a search's steps back in time (feed-search.ts)
 * appears in every plan but runs only when the ones before found less than a page. The cover photo's lateral
 * lookup always uses an index, so only `products` counts.
 */
export async function explainVerdict(db: Database, query: { text: string; values: unknown[] }): Promise<PlanVerdict> {
  const result = await db.$client.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(
    `explain (analyze, buffers, format json) ${query.text}`,
    query.values,
  );
  const root = result.rows[0]?.["QUERY PLAN"][0]?.Plan;
  const indexes = new Set<string>();
  let seqScan = false;
  const walk = (node: PlanNode | undefined) => {
    if (!node || node["Actual Loops"] === 0) return;
    const name = node["Index Name"];
    if (name?.startsWith("products_")) indexes.add(name);
    if (node["Node Type"] === "Seq Scan" && node["Relation Name"] === "products") seqScan = true;
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root);
  const buffers = (root?.["Shared Hit Blocks"] ?? 0) + (root?.["Shared Read Blocks"] ?? 0);
  return { usesIndex: indexes.size > 0 && !seqScan, indexes: [...indexes], buffers };
}
