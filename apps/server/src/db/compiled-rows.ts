import { Column, fillPlaceholders, is, SQL } from "drizzle-orm";
import type pg from "pg";

/** What drizzle's node-postgres prepared query keeps of its statement (private in its types). */
interface PreparedInternals {
  fields?: unknown;
  customResultMapper?: (rows: unknown[][]) => unknown;
  /** The statement as drizzle hands it to pg: name, text, rows as arrays, its type parsers. */
  queryConfig?: pg.QueryArrayConfig;
  /** The statement's parameters, placeholders among them. */
  params?: unknown[];
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * A prepared select with a flat selection (every field a column or an SQL expression, none
 * nested), run straight through the pool with a row reader built once from that selection: the
 * same statement, values and type parsers drizzle sends, and the values through the same
 * decoders. drizzle's own reading puts every value of every row through a chain of `is()` checks
 * and an iterator over the field's path (about 40 µs a feed page), and its execute wrappers
 * (tracing spans, the query cache's checks, the logger) cost a few microseconds more (ADR 0025).
 *
 * It reads what drizzle's types keep private of its node-postgres prepared query (the statement,
 * its parameters and its fields). Undefined for a selection of another shape, or a drizzle that
 * keeps them differently: the statement then runs as drizzle runs it, only slower, and
 * compiled-rows.test.ts says so.
 */
export function runDirectly<Row>(
  pool: pg.Pool,
  prepared: object,
): { execute(values: Record<string, unknown>): Promise<Row[]> } | undefined {
  const { queryConfig, params, fields, customResultMapper } = prepared as PreparedInternals;
  if (!queryConfig || typeof queryConfig.text !== "string" || !Array.isArray(params) || customResultMapper) {
    return undefined;
  }
  const reader = compiledReader(fields);
  if (!reader) return undefined;
  return {
    async execute(values) {
      const result = await pool.query(queryConfig, fillPlaceholders(params, values));
      return reader(result.rows) as Row[];
    },
  };
}

/** An SQL expression's decoder: what `sql<T>` ... `.mapWith()` set, or drizzle's pass-through. */
const decoderOf = (expression: SQL): Decoder | undefined => (expression as unknown as { decoder?: Decoder }).decoder;

function compiledReader(fields: unknown): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  if (!Array.isArray(fields) || fields.length === 0) return undefined;
  const keys: string[] = [];
  const decoders: Decoder[] = [];
  for (const entry of fields as { path?: unknown; field?: unknown }[]) {
    const { path, field } = entry;
    if (!Array.isArray(path) || path.length !== 1 || typeof path[0] !== "string") return undefined;
    const decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? decoderOf(field)
        : is(field, SQL.Aliased)
          ? decoderOf(field.sql)
          : undefined;
    if (!decoder) return undefined;
    keys.push(path[0]);
    decoders.push(decoder as Decoder);
  }
  const width = keys.length;
  return (rows) =>
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (let i = 0; i < width; i++) {
        const value = row[i];
        record[keys[i] as string] = value === null ? null : (decoders[i] as Decoder).mapFromDriverValue(value);
      }
      return record;
    });
}
