/**
 * What the app logged at warn or error during the current test. A test in which the app logged
 * one fails (setup-file.ts) unless it declared it with `expectLogged(/.../)`: a warning nobody
 * looks at is a bug or a missing test, not noise.
 *
 *   expectLogged(/request failed/);     // this test provokes an error on purpose
 */
import type { LogLine } from "./recording-logger";
import { createRecordingLogger } from "./recording-logger";

const lines: LogLine[] = [];
const expected: RegExp[] = [];

/** The logger every test app gets: it keeps warn and error lines until the test ends. */
export function createTestLogger() {
  return createRecordingLogger({}, lines);
}

/** Declares that this test makes the app log a warning or error matching `pattern` (message or fields). */
export function expectLogged(pattern: RegExp) {
  expected.push(pattern);
}

const describeLine = (line: LogLine) => `${line.level}: ${line.msg} ${JSON.stringify(line.fields)}`;

/**
 * Empties the record for the next test and tells what went wrong in this one: warn/error lines
 * no `expectLogged` pattern matches, and patterns no line matched.
 */
export function takeLogProblems(): string[] {
  const loud = lines.filter((line) => line.level === "warn" || line.level === "error").map(describeLine);
  const patterns = [...expected];
  lines.length = 0;
  expected.length = 0;
  return [
    ...loud.filter((text) => !patterns.some((pattern) => pattern.test(text))).map((text) => `Unexpected log: ${text}`),
    ...patterns
      .filter((pattern) => !loud.some((text) => pattern.test(text)))
      .map((pattern) => `expectLogged(${pattern}) but nothing matching was logged`),
  ];
}
