import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

for (const path of ["/", "/auth", "/no/such/page"]) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the signed-in shell has no serious accessibility violation", async ({ buyer }) => {
  const { page } = await buyer();
  await page.goto("/app");
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
});
