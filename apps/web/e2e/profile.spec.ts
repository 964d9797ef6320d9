import path from "node:path";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const photo = path.join(import.meta.dirname, "fixtures", "wool-coat.jpg");

test("a person edits their profile with Save, and Cancel keeps what was there", async ({ person }) => {
  const me = await person({ displayName: "Sanni Saarinen", city: "Turku" });
  await me.page.goto("/app/profile");
  const summary = me.page.getByRole("region", { name: "Sanni Saarinen" });
  await expect(summary.getByText("Turku")).toBeVisible();

  await me.page.getByRole("button", { name: "Edit profile" }).click();
  await me.page.getByLabel("City").fill("Tampere");
  await me.page.getByLabel("Bio").fill("Vintage wool and linen.");
  await me.page.getByRole("button", { name: "Save" }).click();
  await expect(me.page.getByText("Profile updated successfully!")).toBeVisible();
  await expect(summary.getByText("Tampere")).toBeVisible();
  await expect(summary.getByText("Vintage wool and linen.")).toBeVisible();

  await me.page.getByRole("button", { name: "Edit profile" }).click();
  await me.page.getByLabel("City").fill("Oulu");
  await me.page.getByRole("button", { name: "Cancel" }).click();
  await expect(summary.getByText("Tampere")).toBeVisible();
  await me.page.reload();
  await expect(me.page.getByRole("region", { name: "Sanni Saarinen" }).getByText("Tampere")).toBeVisible();
});

test("an uploaded avatar appears in the header", async ({ person }) => {
  const me = await person({ displayName: "Aino Avatar" });
  await me.page.goto("/app/profile");
  const headerLink = me.page.getByRole("link", { name: "Your profile (Aino Avatar)" });
  await expect(headerLink.locator("img")).toHaveCount(0);
  await me.page.getByLabel("Change photo").setInputFiles(photo);
  await expect(me.page.getByText("Avatar updated successfully!")).toBeVisible();
  await expect(headerLink.locator("img")).toHaveAttribute(
    "src",
    new RegExp(`/media/avatars/${me.id}/avatar\\.webp\\?v=`),
  );
});

test("the profile shows My Listings and Sold Items, and the reminder opens edit mode", async ({ person, listing }) => {
  const me = await person();
  await me.page.goto("/app/profile");
  await expect(me.page.getByRole("link", { name: "List Your First Item" })).toBeVisible();
  await me.page.getByRole("tab", { name: "Sold Items" }).click();
  await expect(me.page.getByText("No sold items yet.")).toBeVisible();

  const coat = await listing({ seller: me, title: "Profile tab coat" });
  await me.page.goto("/app/profile");
  await expect(me.page.getByRole("link", { name: /Profile tab coat/ })).toHaveAttribute("href", `/product/${coat.id}`);

  await me.page.getByRole("button", { name: /Notifications/ }).click();
  await me.page.getByText("Complete your profile").click();
  await expect(me.page).toHaveURL(/\/app\/profile\?edit=1/);
  await expect(me.page.getByLabel("City")).toBeVisible();
});

test("the profile has no serious accessibility violation, in view and edit mode", async ({ person }) => {
  const me = await person();
  await me.page.goto("/app/profile");
  await expect(me.page.getByRole("button", { name: "Edit profile" })).toBeVisible();
  await me.page.waitForLoadState("networkidle");
  expect(await seriousViolations(me.page)).toEqual([]);
  await me.page.getByRole("button", { name: "Edit profile" }).click();
  expect(await seriousViolations(me.page)).toEqual([]);
});
