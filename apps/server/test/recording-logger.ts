import type { Fields, Logger } from "../src/lib/logger";

export interface LogLine {
  level: "debug" | "info" | "warn" | "error";
  msg: string;
  fields: Fields;
}

/** A logger that keeps its lines in memory, for tests that check what was (or was not) logged. */
export function createRecordingLogger(base: Fields = {}, lines: LogLine[] = []): Logger & { lines: LogLine[] } {
  const write =
    (level: LogLine["level"]) =>
    (msg: string, fields: Fields = {}) =>
      void lines.push({ level, msg, fields: { ...base, ...fields } });
  return {
    lines,
    debug: write("debug"),
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
    child: (fields) => createRecordingLogger({ ...base, ...fields }, lines),
  };
}
