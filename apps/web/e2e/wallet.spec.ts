import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { notificationsLoaded, unreadOnBell } from "./support/bell";
import { expect, type Person, test, uniqueWord } from "./support/fixtures";

/** The local payout provider's test IBAN that the "bank" always returns (README, Payouts). */
const FAILING_IBAN = "FI57 9999 9999 9999 99";
const GOOD_IBAN = "FI21 1234 5600 0007 85";

/** The local provider settles after 3 s and the jobs are polled every 2 s. */
const SETTLED = { timeout: 20_000 };

async function fillPayoutDetails(page: Page, iban: string) {
  const form = page.getByRole("form", { name: "Payout details" });
  await form.getByLabel("Legal name").fill("Maija Meikäläinen");
  await form.getByLabel("Date of birth").fill("1990-05-17");
  await form.getByLabel("Street address").fill("Mannerheimintie 1 A 2");
  await form.getByLabel("Postcode").fill("00100");
  await form.getByLabel("City").fill("Helsinki");
  await form.getByLabel("IBAN").fill(iban);
  await form.getByRole("button", { name: "Save payout details" }).click();
  await expect(page.getByText(`Bank account: FI… ${iban.replaceAll(" ", "").slice(-4)}`)).toBeVisible();
}

const balance = (page: Page, name: string) =>
  page.getByRole("region", { name: "Balances" }).getByText(name, { exact: true }).locator("..");

async function sellerWithReleasedSale(
  seller: (options?: { displayName?: string }) => Promise<Person>,
  testData: <T>(path: string, body: unknown) => Promise<{ body: T }>,
) {
  const person = await seller({ displayName: "Wallet Seller" });
  const title = `Wool coat ${uniqueWord("Coat")}`;
  await testData("released-sales", { sellerId: person.id, title, priceCents: 4000 });
  return { person, title };
}

test("a seller adds payout details, withdraws their available balance and sees it paid", async ({
  seller,
  testData,
}) => {
  const { person, title } = await sellerWithReleasedSale(seller, testData);
  const { page } = person;
  await page.goto("/app/profile");
  await page.getByRole("link", { name: "Wallet", exact: true }).first().click();
  await expect(page).toHaveURL("/app/wallet");
  await expect(page.getByRole("heading", { level: 1, name: "Wallet" })).toBeVisible();
  await expect(balance(page, "Available")).toContainText("€38.00");
  // The history names the sale's item and links to it.
  await expect(page.getByRole("link", { name: title })).toHaveCount(2);

  // Without payout details, Withdraw waits and the wallet says what is missing.
  const withdraw = page.getByRole("button", { name: /^Withdraw/ });
  await expect(withdraw).toBeDisabled();
  await expect(page.getByText(/add your payout details below/)).toBeVisible();

  // A mistyped IBAN is caught by its check digits, next to the field.
  const form = page.getByRole("form", { name: "Payout details" });
  await form.getByLabel("IBAN").fill("FI21 1234 5600 0007 86");
  await form.getByRole("button", { name: "Save payout details" }).click();
  await expect(form.getByText("The IBAN's check digits don't match. Check for a typo.")).toBeVisible();

  await fillPayoutDetails(page, GOOD_IBAN);
  await expect(withdraw).toBeEnabled();
  await expect(withdraw).toHaveAccessibleName("Withdraw €38.00");
  const pressed = Date.now();
  await withdraw.click();
  const payouts = page.getByRole("region", { name: "Withdrawals" });
  await expect(payouts.getByText("Paid", { exact: true })).toBeVisible(SETTLED);
  test.info().annotations.push({ type: "withdraw to paid", description: `${Date.now() - pressed} ms` });
  await expect(balance(page, "Paid out")).toContainText("€38.00");
  await expect(balance(page, "Available")).toContainText("€0.00");
  await expect(withdraw).toBeDisabled();
  await expect(page.getByText(/Nothing to withdraw yet/)).toBeVisible();
});

test("a withdrawal to the failing test IBAN comes back to the available balance with a notification", async ({
  seller,
  testData,
}) => {
  const { person } = await sellerWithReleasedSale(seller, testData);
  const { page } = person;
  const bellLoaded = notificationsLoaded(page);
  await page.goto("/app/wallet");
  await bellLoaded;
  const unreadBefore = await unreadOnBell(page);
  await fillPayoutDetails(page, FAILING_IBAN);
  await page.getByRole("button", { name: "Withdraw €38.00" }).click();

  const payouts = page.getByRole("region", { name: "Withdrawals" });
  await expect(payouts.getByText("Failed, returned to your balance")).toBeVisible(SETTLED);
  await expect(payouts.getByText(/account is closed/)).toBeVisible();
  await expect(balance(page, "Available")).toContainText("€38.00");

  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect.poll(() => unreadOnBell(page)).toBe(unreadBefore + 1);
  await bell.click();
  const panel = page.getByRole("dialog");
  await expect(panel.getByText("Withdrawal returned")).toBeVisible();
  await expect(panel.getByText(/The money is back in your available balance/)).toBeVisible();
  await page.keyboard.press("Escape");

  // With the account corrected the same money can go again.
  await fillPayoutDetails(page, GOOD_IBAN);
  await expect(page.getByRole("button", { name: "Withdraw €38.00" })).toBeEnabled();
});

test("the wallet has no serious accessibility violation", async ({ seller, testData }) => {
  const { person } = await sellerWithReleasedSale(seller, testData);
  await person.page.goto("/app/wallet");
  await expect(person.page.getByRole("heading", { name: "Payout details" })).toBeVisible();
  await person.page.waitForLoadState("networkidle");
  expect(await seriousViolations(person.page)).toEqual([]);
});

test("a seller over the DAC7 limit gives their personal identity code in the wallet, checked against their birth date", async ({
  seller,
  testData,
}) => {
  const person = await seller({ displayName: "Big Seller" });
  // One sale of EUR 2,500: more than the EUR 2,000 above which Kierto reports a seller.
  await testData("released-sales", {
    sellerId: person.id,
    title: `Designer coat ${uniqueWord("Coat")}`,
    priceCents: 250_000,
  });
  const { page } = person;
  await page.goto("/app/wallet");
  await fillPayoutDetails(page, GOOD_IBAN);

  const taxId = page.getByRole("form", { name: "Tax reporting (DAC7)" });
  await expect(taxId).toBeVisible();
  // A code whose date is not the birth date of the payout details is refused by the server.
  await taxId.getByLabel("Personal identity code").fill("131052-308T");
  await taxId.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Enter your Finnish personal identity code/).first()).toBeVisible();
  // A mistyped check character is caught before it is sent.
  await taxId.getByLabel("Personal identity code").fill("170590-1237");
  await taxId.getByRole("button", { name: "Save" }).click();
  await expect(taxId.getByLabel("Personal identity code")).toHaveAttribute("aria-invalid", "true");

  await taxId.getByLabel("Personal identity code").fill("170590-1236");
  await taxId.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Given: ending 1236")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
});

test("a seller under the DAC7 limits is never asked for their personal identity code", async ({ seller, testData }) => {
  const { person } = await sellerWithReleasedSale(seller, testData);
  await person.page.goto("/app/wallet");
  await expect(person.page.getByRole("heading", { name: "Payout details" })).toBeVisible();
  await expect(person.page.getByRole("heading", { name: "Tax reporting (DAC7)" })).toHaveCount(0);
});

/**
 * The wallet when payouts go through Stripe Connect. The browser journeys run the local payout
 * provider, so this one answers the three Stripe-related calls in the browser (the server's side
 * is tested against the fake Stripe in stripe-connect.test.ts): what the seller sees before, during
 * and after Stripe's onboarding, and that the button sends them to the link the server minted.
 */
test("with Stripe payouts, the wallet sends the seller to Stripe's onboarding and Withdraw waits until Stripe is ready", async ({
  seller,
  testData,
}) => {
  const { person } = await sellerWithReleasedSale(seller, testData);
  const { page } = person;
  let account: null | {
    chargesEnabled: boolean;
    payoutsEnabled: boolean;
    requirementsDue: string[];
    updatedAt: string;
  } = null;
  await page.route("**/api/me/wallet", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), payoutProvider: "stripe" } });
  });
  await page.route("**/api/me/payouts/stripe-account", (route) => route.fulfill({ json: { account } }));
  await page.route("**/api/me/payouts/stripe-onboarding", (route) =>
    route.fulfill({ json: { url: `${new URL(page.url()).origin}/app/wallet?stripe=return` } }),
  );

  await page.goto("/app/wallet");
  const stripe = page.getByRole("region", { name: "Payouts with Stripe" });
  await expect(stripe.getByRole("status")).toHaveText("You have not set up your payouts with Stripe yet.");
  await expect(page.getByText("To withdraw, set up your payouts with Stripe below.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Withdraw/ })).toBeDisabled();

  account = { chargesEnabled: false, payoutsEnabled: false, requirementsDue: ["external_account"], updatedAt: "" };
  await stripe.getByRole("button", { name: "Set up payouts with Stripe" }).click();
  await expect(page).toHaveURL("/app/wallet?stripe=return");
  await expect(stripe.getByRole("status")).toContainText("Stripe still needs some details before it can pay you.");
  await expect(stripe.getByRole("button", { name: "Continue with Stripe" })).toBeVisible();

  account = { chargesEnabled: true, payoutsEnabled: true, requirementsDue: [], updatedAt: "" };
  await page.reload();
  await expect(stripe.getByRole("status")).toHaveText(
    "Your payouts are ready: withdrawals go to the bank account you gave Stripe.",
  );
  await expect(page.getByText("Goes to the bank account you gave Stripe.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Withdraw €38.00" })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
});
