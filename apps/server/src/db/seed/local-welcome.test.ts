import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { localWelcome } from "./local-welcome";

describe("the closing block of a local start", () => {
  const block = localWelcome("http://localhost:3000/");

  it("names the address, every demo account with its role, the password and the dev mailbox", () => {
    expect(block).toContain("Kierto is running at http://localhost:3000\n");
    expect(block).toContain(`password ${DEMO_PASSWORD}`);
    for (const account of DEMO_ACCOUNTS) {
      expect(block).toMatch(
        new RegExp(`${account.email.replace(".", "\\.")}\\s+${account.role}\\s+${account.displayName}`),
      );
    }
    expect(block).toContain("http://localhost:3000/dev/mailbox");
  });

  it("stays short enough to read at a glance", () => {
    expect(block.split("\n").length).toBeLessThanOrEqual(DEMO_ACCOUNTS.length + 8);
  });
});
