import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it, vi } from "vitest";
import { createLogger } from "./logger";

function logged(write: () => void): Record<string, unknown> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    write();
  } finally {
    spy.mockRestore();
  }
  return JSON.parse(lines.join(""));
}

describe("an error in the log", () => {
  it("carries PostgreSQL's code and message but not the query's parameters", () => {
    const cause = Object.assign(new Error('new row for relation "products" violates check constraint'), {
      code: "23514",
      constraint: "products_price_range",
      table: "products",
      detail: "Failing row contains (secret text, someone@example.test).",
    });
    const error = new DrizzleQueryError(
      "insert into products (title, email) values ($1, $2)",
      ["my secret title", "someone@example.test"],
      cause,
    );
    const line = logged(() => createLogger("error").error("request failed", { error }));
    const text = JSON.stringify(line);
    expect(text).not.toContain("someone@example.test");
    expect(text).not.toContain("my secret title");
    expect(line.error).toMatchObject({
      message: expect.stringContaining("params: [redacted]"),
      cause: {
        code: "23514",
        constraint: "products_price_range",
        message: expect.stringContaining("check constraint"),
      },
    });
  });
});
