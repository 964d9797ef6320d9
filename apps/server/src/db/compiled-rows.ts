import { Column, is, SQL } from "drizzle-orm";

/** What drizzle's node-postgres prepared query keeps of its selection (private in its types). */
interface PreparedInternals {
  fields?: unknown;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * Gives a prepared select with a flat selection (every field a column or an SQL expression, none
 * nested) a row reader built once from that selection: drizzle's own reads every value of every
 * row through a chain of `is()` checks and an iterator over the field's path, which cost a feed
 * page about 40 µs of the 120 µs it spent outside the database and HTTP (ADR 0025). The values
 * go through the same decoders as before. A selection of another shape, or a drizzle whose
 * prepared queries keep their fields differently, keeps drizzle's reading: nothing breaks, it
 * is only slower (compiled-rows.test.ts says so).
 *
 * Returns whether the reader was installed.
 */
export function readRowsCompiled(prepared: object): boolean {
  const internals = prepared as PreparedInternals;
  if (!("customResultMapper" in internals) || internals.customResultMapper) return false;
  const reader = compiledReader(internals.fields);
  if (!reader) return false;
  internals.customResultMapper = reader;
  return true;
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
