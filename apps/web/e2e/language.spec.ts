import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

/**
 * Choosing the language (ADR 0016): the first visit follows the browser, the switchers in the
 * headers and the footer change it and it is remembered, a cookie for a guest and the profile for
 * a signed-in person; `<html lang>` follows.
 */

test("a Swedish browser's first visit is in Swedish, and the footer's switcher changes it for good", async ({
  guest,
}) => {
  const page = await guest("sv");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("link", { name: "Logga in" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);

  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Språk").selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page).toHaveTitle(/Pre-loved fashion in Finland/);

  // Remembered: another page load stays in English whatever the browser reads.
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Kierto");
});

test("a signed-in person's choice in the header goes on their profile and follows them to another browser", async ({
  person,
  browser,
  baseURL,
}) => {
  const sara = await person({ language: "sv" });
  const page = sara.page;
  await page.goto("/app");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("banner").getByLabel("Språk").selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const session = await (await sara.request.get("/api/session")).json();
  expect(session.profile.language).toBe("en");

  // Signed in elsewhere with a Swedish browser, the page takes the profile's language.
  const other = await browser.newContext({ baseURL, locale: "sv-FI" });
  await other.addCookies(
    (await sara.context.cookies()).filter((cookie) => cookie.name !== "kierto-lang").map((cookie) => ({ ...cookie })),
  );
  const elsewhere = await other.newPage();
  await elsewhere.goto("/app");
  await expect(elsewhere.locator("html")).toHaveAttribute("lang", "en");
  await expect(elsewhere.getByRole("link", { name: "Explore" }).first()).toBeVisible();
  await other.close();
});
