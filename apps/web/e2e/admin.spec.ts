import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test("an admin finds a user, makes them a moderator, and the audit log shows it", async ({ admin, person }) => {
  const boss = await admin();
  const helper = await person({ displayName: `Helper ${Date.now().toString(36)}` });
  await boss.page.goto("/admin");
  await expect(boss.page.getByRole("region", { name: "Marketplace figures" }).getByText("Total users")).toBeVisible();

  await boss.page.getByLabel("Search by name or e-mail").fill(helper.displayName);
  const role = boss.page.getByLabel(`Role of ${helper.displayName}`);
  await expect(role).toHaveValue("user");
  // The change is asked first; cancelling keeps the role.
  await role.selectOption("moderator");
  const confirm = boss.page.getByRole("alertdialog", { name: `Make ${helper.displayName} Moderator?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(role).toHaveValue("user");
  await expect(role).toBeFocused();
  await role.selectOption("moderator");
  await confirm.getByRole("button", { name: "Change role" }).click();
  await expect(boss.page.getByText("User role updated successfully")).toBeVisible();
  await expect(role).toHaveValue("moderator");
  const audit = boss.page.getByRole("region", { name: "Audit log" });
  await expect(audit.getByRole("row", { name: new RegExp(helper.displayName) })).toContainText(
    "Changed role from User to Moderator",
  );
});

test("a moderator is sent from /admin to /app", async ({ moderator }) => {
  const { page } = await moderator();
  await page.goto("/admin");
  await expect(page).toHaveURL("/app");
});

test("the admin dashboard has no serious accessibility violation", async ({ admin }) => {
  const { page } = await admin();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
});

test("an admin sees how many jobs wait in each background queue", async ({ admin }) => {
  const { page } = await admin();
  await page.goto("/admin");
  const jobs = page.getByRole("region", { name: "Background jobs" });
  await expect(jobs.getByRole("row", { name: /^mail/ })).toBeVisible();
  await expect(jobs.getByRole("row", { name: /^unclaimed-upload-sweep/ })).toBeVisible();
  await expect(jobs.getByRole("heading", { name: "Failed jobs" })).toBeVisible();
});
