import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

let addressCounter = 0;

/**
 * Every test gets its own client address (see playwright.config.ts), so per-address limits
 * such as 5 sign-ins a minute apply to each test separately.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const n = testInfo.workerIndex * 10_000 + ++addressCounter;
    await use({ "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  },
});

export { expect };

export const DEMO_PASSWORD = "kierto-demo-2026";
export const demo = {
  admin: "admin@kierto.test",
  moderator: "moderator@kierto.test",
  seller: "emma@kierto.test",
  buyer: "leevi@kierto.test",
};

export function uniqueEmail(prefix = "person") {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

/** The newest link mailed to an address, read from the dev outbox API. */
export async function latestMailLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        links: string[];
      }[];
      link = mails[0]?.links[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/**
 * Signs in through the real form. Each test has a fresh browser, so this is the account's
 * first sign-in there and ends on /welcome (spec §4); tests go on from that page.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/welcome");
}

/** Creates an account through the real sign-up form and confirms it via the mailed link. */
export async function signUpAndConfirm(page: Page, request: APIRequestContext, name = "New Person") {
  const email = uniqueEmail();
  const password = "talvi-takki-2026";
  await page.goto("/auth");
  await page.getByRole("button", { name: "New to Kierto? Join for free" }).click();
  await page.getByLabel("Display name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await page.goto(await latestMailLink(request, email));
  await expect(page.getByRole("heading", { name: "Welcome, account confirmed" })).toBeVisible();
  return { email, password };
}
