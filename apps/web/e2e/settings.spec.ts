import { readFile } from "node:fs/promises";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test("the profile leads to the settings, whose export downloads a file with my data", async ({ person }) => {
  const me = await person({ displayName: "Elina Export", city: "Porvoo" });
  await me.page.goto("/app/profile");
  await me.page.getByRole("link", { name: "Account settings" }).click();
  await expect(me.page.getByRole("heading", { name: "Account settings" })).toBeVisible();
  const [download] = await Promise.all([
    me.page.waitForEvent("download"),
    me.page.getByRole("button", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kierto-data-.*\.json$/);
  const data = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(data.account).toMatchObject({ id: me.id, email: me.email });
  expect(data.profile).toMatchObject({ displayName: "Elina Export", city: "Porvoo" });
});

test("after an account is deleted, the other party's chat shows 'Deleted user'", async ({
  seller,
  buyer,
  listing,
  chat,
}) => {
  const leaving = await seller({ displayName: "Leaving Seller" });
  const staying = await buyer();
  const coat = await listing({ seller: leaving, title: "Coat from a leaving seller" });
  const { id: chatId } = await chat({
    buyer: staying,
    listing: coat,
    messages: [
      { from: staying, text: "Hi, is it available?" },
      { from: leaving, text: "Yes it is" },
    ],
  });

  await leaving.page.goto("/app/settings");
  await leaving.page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = leaving.page.getByRole("alertdialog");
  await dialog.getByLabel("Your password").fill(leaving.password);
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(leaving.page.getByText("Your account has been deleted")).toBeVisible();
  await expect(leaving.page).not.toHaveURL(/settings/);

  await staying.page.goto(`/app/chat/${chatId}`);
  await expect(staying.page.getByText("Yes it is")).toBeVisible();
  await expect(staying.page.getByText("Deleted user").first()).toBeVisible();
  await expect(staying.page.getByRole("main").getByText("Leaving Seller", { exact: true })).toHaveCount(0);
});

test("the settings page has no serious accessibility violation", async ({ person }) => {
  const me = await person();
  await me.page.goto("/app/settings");
  await expect(me.page.getByRole("heading", { name: "Signed-in devices" })).toBeVisible();
  await expect(me.page.getByText("This device")).toBeVisible();
  await me.page.waitForLoadState("networkidle");
  expect(await seriousViolations(me.page)).toEqual([]);
});
