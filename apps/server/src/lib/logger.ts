/**
 * Structured logs through pino: one JSON object per line (time, level, message, the logger's
 * fields, the line's own), so a log collector can index every field. The app writes
 * `log.info(message, fields)` through this small interface, so pino stays behind one door.
 *
 * Every API request writes a line (the access log), so a line must be cheap: a child logger
 * (one per request, carrying its id and, with tracing on, its trace id) has its fields
 * serialised once by pino, and info and debug lines go to stdout together, up to 50 ms later,
 * instead of one write each (log-lines.ts). Warnings and errors are written at once, to stderr.
 */
import { type Logger as PinoLogger, pino } from "pino";
import { bufferedStdout } from "./log-lines";

type Level = "debug" | "info" | "warn" | "error";

export type Fields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
  child(fields: Fields): Logger;
}

/**
 * Values no line may carry, wherever a caller put them: secrets in a field, and the session and
 * authorisation headers of a logged request. E-mail addresses and what people typed stay out by
 * the callers' choice of fields; a failed query's parameters are cut out of its error below.
 */
const REDACTED_PATHS = [
  "password",
  "*.password",
  "token",
  "*.token",
  "secret",
  "*.secret",
  "cookie",
  "*.cookie",
  'headers["set-cookie"]',
  "headers.authorization",
];

export function createLogger(level: Level | "silent" = "info", base: Fields = {}): Logger {
  const destination = pino.multistream(
    [
      { level: "debug", stream: { write: (line: string) => bufferedStdout.write(line) } },
      { level: "warn", stream: process.stderr },
    ],
    // Each line goes only to the stream of the highest level it reaches: warnings to stderr alone.
    { dedupe: true },
  );
  const root = pino(
    {
      level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: describeErrors },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    },
    destination,
  );
  return new PinoAdapter(Object.keys(base).length > 0 ? root.child(base) : root);
}

class PinoAdapter implements Logger {
  constructor(private readonly pino: PinoLogger) {}

  debug(msg: string, fields?: Fields) {
    this.pino.debug(fields ?? {}, msg);
  }

  info(msg: string, fields?: Fields) {
    this.pino.info(fields ?? {}, msg);
  }

  warn(msg: string, fields?: Fields) {
    this.pino.warn(fields ?? {}, msg);
  }

  error(msg: string, fields?: Fields) {
    this.pino.error(fields ?? {}, msg);
  }

  child(fields: Fields): Logger {
    return new PinoAdapter(this.pino.child(fields));
  }
}

/** A line's fields with each Error, under whatever name, as describeError tells it (JSON would show `{}`). */
function describeErrors(fields: Fields): Fields {
  for (const key in fields) {
    const value = fields[key];
    if (value instanceof Error)
      return Object.fromEntries(
        Object.entries(fields).map(([name, each]) => [name, each instanceof Error ? describeError(each, 0) : each]),
      );
  }
  return fields;
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
