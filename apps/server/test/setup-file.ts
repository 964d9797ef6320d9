import { afterEach, beforeEach, vi } from "vitest";
import { takeLogProblems } from "./logged";

// Every test fails on an unexpected console.error: a swallowed error is a bug, not noise.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(
      `Unexpected console.error: ${args.map((a) => (a instanceof Error ? a.stack : String(a))).join(" ")}`,
    );
  });
});
// Likewise a warning or error the app logged, unless the test declared it (expectLogged).
afterEach(() => {
  vi.restoreAllMocks();
  const problems = takeLogProblems();
  if (problems.length > 0) throw new Error(problems.join("\n"));
});
