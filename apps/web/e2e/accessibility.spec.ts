import AxeBuilder from "@axe-core/playwright";
import { demo, expect, signIn, test } from "./support/fixtures";

/** The European Accessibility Act applies: no serious or critical axe violation on main pages. */
async function seriousViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const path of ["/", "/auth", "/no/such/page"]) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the signed-in shell has no serious accessibility violation", async ({ page }) => {
  await signIn(page, demo.buyer);
  await page.goto("/app");
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
});
