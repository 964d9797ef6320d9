/**
 * Structured logs: one JSON object per line, so a log collector can index every field.
 * Kept tiny on purpose; the fields, not the library, are what matter.
 */
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
  const write = (at: Level, msg: string, fields?: Fields) => {
    if (order[at] < order[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...base, ...fields }, errorReplacer);
    (at === "error" || at === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    debug: (msg, fields) => write("debug", msg, fields),
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }),
  };
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
