/**
 * Structured logs: one JSON object per line, so a log collector can index every field.
 * Kept tiny on purpose; the fields, not the library, are what matter.
 *
 * Every API request writes a line (the access log), so a line is cheap: a child logger (one per
 * request, carrying its id) is a plain object whose fields are serialised once, when it first
 * writes, and info and debug lines go to stdout together, up to 50 ms later, instead of one
 * write each (log-lines.ts). Warnings and errors are written at once, to stderr.
 */
import { bufferedStdout } from "./log-lines";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Fields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
  child(fields: Fields): Logger;
}

export function createLogger(level: Level | "silent" = "info", base: Fields = {}): Logger {
  return new JsonLogger(order[level], base);
}

class JsonLogger implements Logger {
  /** The base fields as they appear in a line (`,"requestId":"..."`), serialised on first use. */
  #baseJson: string | undefined;

  constructor(
    private readonly threshold: number,
    private readonly base: Fields,
  ) {}

  debug(msg: string, fields?: Fields) {
    if (order.debug >= this.threshold) bufferedStdout.write(this.line("debug", msg, fields));
  }

  info(msg: string, fields?: Fields) {
    if (order.info >= this.threshold) bufferedStdout.write(this.line("info", msg, fields));
  }

  warn(msg: string, fields?: Fields) {
    if (order.warn >= this.threshold) process.stderr.write(this.line("warn", msg, fields));
  }

  error(msg: string, fields?: Fields) {
    if (order.error >= this.threshold) process.stderr.write(this.line("error", msg, fields));
  }

  child(fields: Fields): Logger {
    return new JsonLogger(this.threshold, { ...this.base, ...fields });
  }

  /** `{time, level, msg, ...base, ...fields}` as JSON, with the base fields serialised once. */
  private line(level: Level, msg: string, fields: Fields | undefined): string {
    const head = `{"time":"${new Date().toISOString()}","level":"${level}","msg":${JSON.stringify(msg)}`;
    if (fields && Object.keys(this.base).some((key) => key in fields)) {
      // A field that repeats a base field replaces it in place, as an object spread would.
      return `${head}${members({ ...this.base, ...fields })}}\n`;
    }
    this.#baseJson ??= members(this.base);
    return `${head}${this.#baseJson}${fields ? members(fields) : ""}}\n`;
  }
}

/** An object's members as they follow others in a JSON object: `,"a":1,"b":2`, or "" when none are written. */
function members(fields: Fields): string {
  // A replacer takes JSON.stringify off its fast path; only a field holding an object (an error,
  // perhaps inside it) needs one. The access log's fields are all plain values.
  const json = JSON.stringify(fields, hasObjectValue(fields) ? errorReplacer : undefined);
  return json.length > 2 ? `,${json.slice(1, -1)}` : "";
}

function hasObjectValue(fields: Fields): boolean {
  for (const key in fields) {
    const value = fields[key];
    if (typeof value === "object" && value !== null) return true;
  }
  return false;
}

function errorReplacer(_key: string, value: unknown) {
  if (value instanceof Error) return describeError(value, 0);
  return value;
}

/**
 * An error as a log line carries it: what failed and why, down its chain of causes, including
 * PostgreSQL's error code and message (the cause of a failed query), but never the query's
 * parameters, which hold what people typed and their e-mail addresses.
 */
function describeError(error: Error, depth: number): Fields {
  const described: Fields = { name: error.name, message: redact(error.message), stack: redact(error.stack) };
  const { code, constraint, table, column } = error as Error & Record<string, unknown>;
  if (typeof code === "string") described.code = code;
  if (typeof constraint === "string") described.constraint = constraint;
  if (typeof table === "string") described.table = table;
  if (typeof column === "string") described.column = column;
  if (error.cause instanceof Error && depth < 4) described.cause = describeError(error.cause, depth + 1);
  return described;
}

/** Drizzle puts a failed query's parameters into its message ("params: a,b"), and so into the stack. */
function redact(text: string | undefined): string | undefined {
  return text?.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, "\nparams: [redacted]");
}
