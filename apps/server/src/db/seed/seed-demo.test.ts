import { describe, expect, it } from "vitest";
import { createRecordingLogger } from "../../../test/recording-logger";
import { createTestApp, expectLogged } from "../../../test/test-app";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { seedDemoAccounts } from "./seed-demo";

const t = await createTestApp();

async function signInStatus(email: string, password: string) {
  const response = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
  return response.status;
}

describe("demo accounts with random passwords (production)", () => {
  it("never open with the README's password; each one's own password is logged once", async () => {
    expectLogged(/auth: Invalid password/);
    const logger = createRecordingLogger();
    const ids = await seedDemoAccounts(t.db, logger, { randomPasswords: true });
    expect(ids?.size).toBe(DEMO_ACCOUNTS.length);

    const admin = "admin@kierto.test";
    expect(await signInStatus(admin, DEMO_PASSWORD)).toBe(401);

    const shown = logger.lines.filter((line) => JSON.stringify(line.fields).includes(admin));
    expect(shown).toHaveLength(1);
    const accounts = (shown[0]?.fields.accounts ?? []) as { email: string; password: string }[];
    const passwords = new Set(accounts.map((account) => account.password));
    expect(passwords.size).toBe(DEMO_ACCOUNTS.length);
    const adminPassword = accounts.find((account) => account.email === admin)?.password ?? "";
    expect(adminPassword.length).toBeGreaterThanOrEqual(20);
    expect(await signInStatus(admin, adminPassword)).toBe(200);

    // A second start finds users and neither seeds nor prints anything again.
    const again = createRecordingLogger();
    expect(await seedDemoAccounts(t.db, again, { randomPasswords: true })).toBeNull();
    expect(again.lines).toEqual([]);
  });
});
