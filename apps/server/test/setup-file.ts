import { afterEach, beforeEach, vi } from "vitest";

// Every test fails on an unexpected console.error: a swallowed error is a bug, not noise.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(
      `Unexpected console.error: ${args.map((a) => (a instanceof Error ? a.stack : String(a))).join(" ")}`,
    );
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});
