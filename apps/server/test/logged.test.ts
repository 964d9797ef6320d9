import { describe, expect, it } from "vitest";
import { createTestLogger, expectLogged, takeLogProblems } from "./logged";

describe("the log check after each test", () => {
  it("reports a warning or error nobody declared, and ignores info", () => {
    const logger = createTestLogger().child({ requestId: "r1" });
    logger.info("request");
    logger.warn("something odd");
    logger.error("request failed", { error: new Error("boom") });
    const problems = takeLogProblems();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^Unexpected log: warn: something odd .*"requestId":"r1"/);
    expect(problems[1]).toMatch(/^Unexpected log: error: request failed/);
  });

  it("accepts what the test declared, and reports a declaration nothing matched", () => {
    expectLogged(/request failed/);
    expectLogged(/never logged/);
    createTestLogger().error("request failed");
    expect(takeLogProblems()).toEqual(["expectLogged(/never logged/) but nothing matching was logged"]);
  });

  it("starts each test with an empty record", () => {
    expect(takeLogProblems()).toEqual([]);
  });
});
