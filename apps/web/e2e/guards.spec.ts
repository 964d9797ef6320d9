import { expect, test } from "./support/fixtures";

test.describe("a guest", () => {
  test("sees the public shell on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Kierto home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("searchbox", { name: "Search listings" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Join for free" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Information" }).getByRole("link", { name: "FAQ" }),
    ).toBeVisible();
  });

  test("is asked to log in when opening Favorites or Sell Item", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Favorites", exact: true }).click();
    await expect(page.getByText("Log in required")).toBeVisible();
    await expect(page.getByText("Please log in to access favorites")).toBeVisible();
    await header.getByRole("button", { name: "Sell Item", exact: true }).click();
    await expect(page.getByText("Please log in to sell your items")).toBeVisible();
    await expect(page).toHaveURL("/");
  });

  for (const path of [
    "/app",
    "/app/profile",
    "/app/upload",
    "/app/favorites",
    "/app/chats",
    "/app/my-items",
    "/chat/x",
    "/welcome",
    "/admin",
  ]) {
    test(`is sent from ${path} to /auth, replacing the history entry`, async ({ page }) => {
      await page.goto("/about");
      await page.goto(path);
      await expect(page).toHaveURL("/auth");
      await page.goBack();
      await expect(page).toHaveURL("/about");
    });
  }

  test("is sent from /payment-success without a session id to /", async ({ page }) => {
    await page.goto("/payment-success");
    await expect(page).toHaveURL("/");
  });

  test("sees the 404 page on an unknown path, which logs the path", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => warnings.push(message.text()));
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    expect(warnings.some((w) => w.includes("/no/such/page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("a signed-in user", () => {
  test("is sent from /auth to /app", async ({ buyer }) => {
    const { page } = await buyer();
    await page.goto("/auth");
    await expect(page).toHaveURL("/app");
  });

  test("who is not an admin sees no Admin link and is sent from /admin to /app", async ({ buyer }) => {
    const { page } = await buyer();
    await page.goto("/app");
    await expect(
      page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Admin" }),
    ).toHaveCount(0);
    await page.goto("/admin");
    await expect(page).toHaveURL("/app");
  });

  test("who is an admin sees the Admin link and the dashboard", async ({ admin }) => {
    const { page } = await admin();
    await page.goto("/app");
    await page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Admin" }).click();
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("moves around the signed-in shell", async ({ buyer }) => {
    const { page } = await buyer();
    await page.goto("/app");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    for (const [name, path] of [
      ["My Items", "/app/my-items"],
      ["Profile", "/app/profile"],
      ["Favorites", "/app/favorites"],
      ["Messages", "/app/chats"],
      ["Wallet", "/app/wallet"],
      ["Explore", "/app"],
    ] as const) {
      await nav.getByRole("link", { name }).click();
      await expect(page).toHaveURL(path);
    }
    await expect(page.getByRole("button", { name: /Notifications/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sell Item" })).toHaveAttribute("href", "/app/upload");
  });
});
