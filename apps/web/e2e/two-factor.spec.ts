import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { seriousViolations } from "./support/axe";
import { expect, type Person, test } from "./support/fixtures";

/** A code of the authenticator app that scanned the secret the settings page showed. */
function authenticator(secret: string) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
}

/**
 * Ends on a blank page: closing the browser context while the app was still finishing a sign-in
 * has hung past the test's time on a loaded machine (seen only in this file's two journeys). The
 * app may still move on to its next page after the network went quiet, which interrupts the
 * first try; once blank, nothing of the app is left to move it.
 */
async function leavePage(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(async () => {
    await page.goto("about:blank");
  }).toPass({ timeout: 15_000 });
}

/** Turns two-factor sign-in on in the settings, as a person does; returns their authenticator. */
async function turnOnTwoFactor(page: Page, password: string) {
  await page.goto("/app/settings");
  const section = page.getByRole("region", { name: "Two-factor sign-in" });
  await section.getByLabel("Your password").fill(password);
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(section.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
  const app = authenticator((await section.getByTestId("two-factor-secret").textContent()) ?? "");
  await section.getByLabel("Code from the app").fill(app.generate());
  await section.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(section.getByText("Two-factor sign-in is on:")).toBeVisible();
  return app;
}

test("a person turns two-factor sign-in on in the settings and logs in again with a code from the app", async ({
  person,
}) => {
  // Three password hashes (scrypt, slow by design), a two-factor setup and two sign-ins: on a
  // loaded two-core machine this journey has run past a minute.
  test.slow();
  const me: Person = await person({ displayName: "Tiina Twofactor" });
  const app = await turnOnTwoFactor(me.page, me.password);

  await me.context.clearCookies();
  await me.page.goto("/auth");
  await me.page.getByLabel("Email").fill(me.email);
  await me.page.getByLabel("Password").fill(me.password);
  await me.page.getByRole("button", { name: "Log in", exact: true }).click();
  // The password alone does not sign in: the form asks for the app's code.
  await expect(me.page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  expect((await (await me.request.get("/api/session")).json()).user).toBeNull();
  await me.page.getByLabel("Code from the app").fill("000000" === app.generate() ? "111111" : "000000");
  await me.page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(me.page.getByText("That code is not right.")).toBeVisible();
  await me.page.getByLabel("Code from the app").fill(app.generate());
  await me.page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect.poll(async () => (await (await me.request.get("/api/session")).json()).user?.id ?? null).toBe(me.id);
  await leavePage(me.page);
});

test("an admin resets the two-factor sign-in of someone who lost their phone, who then logs in with the password alone", async ({
  admin,
  person,
}) => {
  // As the journey above: password hashes and sign-ins, and its browsers' teardown has run past
  // the default minute on a loaded two-core machine.
  test.slow();
  const me: Person = await person({ displayName: `Lotta Lostphone ${Date.now().toString(36)}` });
  await turnOnTwoFactor(me.page, me.password);
  const boss = await admin();

  await boss.page.goto("/admin");
  await boss.page.getByLabel("Search by name or e-mail").fill(me.displayName);
  const row = boss.page.getByRole("row", { name: new RegExp(me.displayName) });
  // The two-factor cell says it is on, beside its reset.
  await expect(row.getByRole("cell", { name: /^On Reset/ })).toBeVisible();
  await row.getByRole("button", { name: `Reset two-factor sign-in of ${me.displayName}` }).click();

  const dialog = boss.page.getByRole("dialog", { name: `Reset two-factor sign-in of ${me.displayName}?` });
  // A reset needs the reason the audit log keeps.
  await dialog.getByRole("button", { name: "Reset two-factor sign-in" }).click();
  await expect(dialog.getByText("Write why two-factor sign-in is reset.")).toBeVisible();
  expect(await seriousViolations(boss.page)).toEqual([]);
  await dialog.getByLabel("Reason").fill("Lost the phone and the backup codes; identity checked by video call");
  await dialog.getByRole("button", { name: "Reset two-factor sign-in" }).click();
  await expect(boss.page.getByText(`Two-factor sign-in of ${me.displayName} is reset`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The button is gone with the factor: focus lands on the cell that now says so.
  await expect(row.getByRole("cell", { name: "Off", exact: true })).toBeFocused();
  await expect(row.getByRole("button", { name: /Reset two-factor sign-in/ })).toHaveCount(0);
  await expect(
    boss.page.getByRole("region", { name: "Audit log" }).getByRole("row", { name: new RegExp(me.displayName) }),
  ).toContainText("Reset two-factor sign-in");

  // The reset signed them out; the password alone signs them in again.
  await me.page.reload();
  expect((await (await me.request.get("/api/session")).json()).user).toBeNull();
  await me.page.goto("/auth");
  await me.page.getByLabel("Email").fill(me.email);
  await me.page.getByLabel("Password").fill(me.password);
  await me.page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect.poll(async () => (await (await me.request.get("/api/session")).json()).user?.id ?? null).toBe(me.id);
  await expect(me.page.getByRole("heading", { name: "Two-factor sign-in" })).toHaveCount(0);
  await leavePage(me.page);
});

test.describe("with two-factor sign-in required of staff, as in production", () => {
  // A server of its own with REQUIRE_STAFF_TWO_FACTOR=true, beside the one every other journey uses.
  const port = Number(process.env.E2E_PORT ?? 3100) + 100;
  const baseURL = `http://localhost:${port}`;
  const dataDir = path.resolve(`.tmp/e2e-data-staff-two-factor-${port}`);
  let server: ChildProcess | undefined;

  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/index.ts"], {
      stdio: "inherit",
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: "false",
        TRUST_PROXY: "true",
        REQUIRE_STAFF_TWO_FACTOR: "true",
        LOG_LEVEL: "warn",
      },
    });
    await expect
      .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a moderator without a second factor is sent to set one up before the moderation queue opens", async ({
    browser,
  }) => {
    const created = await fetch(`${baseURL}/api/dev/test-data/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ displayName: "Maija Moderator", role: "moderator" }),
    });
    expect(created.status).toBe(201);
    const moderator = (await created.json()) as { email: string; password: string };
    const context = await browser.newContext({ baseURL });
    await context.addCookies(
      created.headers.getSetCookie().map((cookie) => {
        const [pair = ""] = cookie.split(";");
        const separator = pair.indexOf("=");
        return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: baseURL };
      }),
    );
    const page = await context.newPage();

    await page.goto("/app/moderation");
    // Sent to the settings, which say why, before the queue opens.
    await expect(page).toHaveURL(/\/app\/settings#two-factor$/);
    await expect(page.getByText("As a moderator or admin you need two-factor sign-in")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Moderation" })).toHaveCount(0);

    await turnOnTwoFactor(page, moderator.password);
    await page.goto("/app/moderation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moderation");
    await context.close();
  });
});
