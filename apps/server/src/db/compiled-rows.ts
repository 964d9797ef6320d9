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
    // Written into an object literal, this name would set the record's prototype.
    if (path[0] === "__proto__") return undefined;
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
  return recordBuilder(keys, decoders);
}

/**
 * The reader of one selection, compiled for its keys: each row becomes one object literal with
 * every field in place, and each field has a call site of its own for its decoder. Adding the
 * fields one by one under computed names cost 6.5 µs for a feed page of 21 rows, most of what
 * reading it cost; this costs 0.8 µs. The source holds only the selection's own names, written as
 * JSON strings, and the positions; no value read from the database is ever part of it.
 */
function recordBuilder(keys: string[], decoders: Decoder[]): (rows: unknown[][]) => Record<string, unknown>[] {
  const fields = keys.map(
    (key, i) =>
      `${JSON.stringify(key)}: (value = row[${i}]) === null ? null : decoders[${i}].mapFromDriverValue(value)`,
  );
  const source = `return (rows) => rows.map((row) => { let value; return { ${fields.join(", ")} }; });`;
  return new Function("decoders", source)(decoders);
}
