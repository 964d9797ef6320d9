import { expect, latestMailLink, signIn, test, uniqueEmail } from "./support/fixtures";

/**
 * The account forms. The first journey is the one that signs up and signs in through the forms
 * from start to end; every other journey gets its people from the fixtures, and the tests here
 * use the forms only for what they are about (the first sign-in's welcome, the messages).
 */
test("a new person signs up, confirms by mail, logs in, explores, signs out and signs back in", async ({ page }) => {
  const email = uniqueEmail();
  const password = "talvi-takki-2026";
  await page.goto("/auth");
  await page.getByRole("button", { name: "New to Kierto? Join for free" }).click();
  await page.getByLabel("Display name").fill("Ilona Ilmonen");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  // The link confirms the address without signing in; the password does, and the first
  // confirmed sign-in lands on /welcome.
  await page.goto(await latestMailLink(email));
  await expect(page.getByRole("status").filter({ hasText: "Your email is confirmed." })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, account confirmed" })).toBeVisible();

  await page.getByRole("link", { name: "Explore Products" }).click();
  await expect(page).toHaveURL("/app");
  await page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Profile" }).click();
  await expect(page.getByText("Ilona Ilmonen")).toBeVisible();

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL("/");
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  // Welcomed once already (the marker was set on /welcome), so this sign-in goes to /app.
  await expect(page).toHaveURL("/app");
});

test("the first sign-in of a confirmed account goes to /welcome, the next ones do not", async ({ person }) => {
  // The account is confirmed but this browser has never welcomed it (the marker is per browser).
  const { page, email, password } = await person({ signedIn: false });
  await signIn(page, email, password);
  await expect(page.getByRole("heading", { name: "Welcome, account confirmed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sell Your First Item" })).toHaveAttribute("href", "/app/upload");

  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/app");
});

test("Check Your Email shows the address, and Back to Login resets the form", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/auth");
  await page.getByRole("button", { name: "New to Kierto? Join for free" }).click();
  await page.getByLabel("Display name").fill("Back Again");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("talvi-takki-2026");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Back to Login" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");
});

test.describe("authentication messages (docs/product-rules.md#errors-and-messages)", () => {
  test("an unconfirmed account", async ({ page, person }) => {
    const { email, password } = await person({ emailVerified: false });
    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(
      page.getByText("Please check your email and click the confirmation link before logging in."),
    ).toBeVisible();
  });

  test("wrong credentials", async ({ page, person }) => {
    const { email } = await person({ signedIn: false });
    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("definitely-wrong");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(
      page.getByText("Invalid email or password. Please check your credentials and try again."),
    ).toBeVisible();
  });

  test("too many wrong passwords tell how long to wait", async ({ page, person }) => {
    const { email } = await person({ signedIn: false });
    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("definitely-wrong");
    const invalid = page.getByText("Invalid email or password. Please check your credentials and try again.");
    // Five a minute from one address; each answer is awaited before the next try.
    for (let attempt = 0; attempt < 5; attempt++) {
      const answered = page.waitForResponse("**/api/auth/sign-in/email");
      await page.getByRole("button", { name: "Log in" }).click();
      expect((await answered).status()).toBe(401);
      await expect(invalid).toBeVisible();
    }
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText(/^Too many attempts\. Please try again in (\d+ seconds|1 minute)\.$/)).toBeVisible();
  });

  test("an address that already has an account", async ({ page, person }) => {
    const { email } = await person({ signedIn: false });
    await page.goto("/auth");
    await page.getByRole("button", { name: "New to Kierto? Join for free" }).click();
    await page.getByLabel("Display name").fill("Copy Cat");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("talvi-takki-2026");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByText("An account with this email already exists. Please try logging in instead."),
    ).toBeVisible();
  });

  test("a very common password", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "New to Kierto? Join for free" }).click();
    await page.getByLabel("Display name").fill("Weak Password");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Password is too weak. Please choose a stronger password.")).toBeVisible();
  });

  test("an invalid email address", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "New to Kierto? Join for free" }).click();
    await page.getByLabel("Display name").fill("Typo");
    await page.getByLabel("Email").fill("typo@");
    await page.getByLabel("Password").fill("talvi-takki-2026");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  });
});

test("a forgotten password is reset through the mailed link", async ({ page, request, person, baseURL }) => {
  const { email, password } = await person({ signedIn: false });
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  await page.goto(await latestMailLink(email));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New password").fill("kevät-kengät-2027");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Your password was changed.")).toBeVisible();

  // The new password opens the account and the old one no longer does (the sign-in form itself
  // is the first journey's).
  const signInWith = (pass: string) =>
    request.post("/api/auth/sign-in/email", { data: { email, password: pass }, headers: { origin: baseURL ?? "" } });
  expect((await signInWith("kevät-kengät-2027")).status()).toBe(200);
  expect((await signInWith(password)).status()).toBe(401);
});

test("signing out in one tab signs out the other", async ({ buyer }) => {
  const { page, context } = await buyer();
  await page.goto("/app/profile");
  const other = await context.newPage();
  await other.goto("/app/profile");
  await expect(other.getByRole("heading", { name: "Profile" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(other).toHaveURL("/auth");
});
