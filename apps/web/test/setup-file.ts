import { afterEach, beforeEach, vi } from "vitest";

// As on the server: an unexpected console.error fails the test; a test that expects one spies on it.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${args.map(String).join(" ")}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});
