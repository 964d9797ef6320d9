import { readFile } from "node:fs/promises";
import { seriousViolations } from "./support/axe";
import { expect, signIn, test } from "./support/fixtures";

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
  // The person lands on the public landing page, not on a sign-in form they no longer need.
  await expect(leaving.page).toHaveURL("/");

  await staying.page.goto(`/app/chat/${chatId}`);
  await expect(staying.page.getByText("Yes it is")).toBeVisible();
  await expect(staying.page.getByText("Deleted user").first()).toBeVisible();
  await expect(staying.page.getByRole("main").getByText("Leaving Seller", { exact: true })).toHaveCount(0);
});

test("the settings page has no serious accessibility violation", async ({ person }) => {
  const me = await person();
  await me.page.goto("/app/settings");
  await expect(me.page.getByRole("heading", { name: "Signed-in devices" })).toBeVisible();
  await expect(me.page.getByText("This device", { exact: true })).toBeVisible();
  await me.page.waitForLoadState("networkidle");
  expect(await seriousViolations(me.page)).toEqual([]);
});

test("signing out the other device from the settings sends that browser to sign-in", async ({ person, guest }) => {
  const me = await person();
  const laptop = await guest();
  await signIn(laptop, me.email, me.password);
  await expect(laptop).not.toHaveURL(/\/auth/);

  await me.page.goto("/app/settings");
  const devices = me.page.getByRole("region", { name: "Signed-in devices" }).getByRole("listitem");
  await expect(devices).toHaveCount(2);
  await devices.filter({ hasNotText: "This device" }).getByRole("button", { name: "Sign out" }).click();
  await expect(me.page.getByText("Signed out", { exact: true })).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText("This device");

  await laptop.goto("/app/profile");
  await expect(laptop).toHaveURL("/auth");
  // This device stays signed in.
  await me.page.goto("/app/profile");
  await expect(me.page.getByRole("heading", { name: "Profile" })).toBeVisible();
});

test("changing the password: a wrong current one and a common new one are refused, then it changes", async ({
  person,
  request,
  baseURL,
}) => {
  const me = await person();
  await me.page.goto("/app/settings");
  const form = me.page.getByRole("form", { name: "Change password" });
  const submit = form.getByRole("button", { name: "Change password" });

  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel("New password").fill("kevät-kengät-2027");
  await submit.click();
  await expect(me.page.getByText("That password is not right.")).toBeVisible();

  await form.getByLabel("Current password").fill(me.password);
  await form.getByLabel("New password").fill("password123");
  await submit.click();
  await expect(me.page.getByText("Password is too weak. Please choose a stronger password.")).toBeVisible();

  await form.getByLabel("New password").fill("kevät-kengät-2027");
  await submit.click();
  await expect(me.page.getByText("Password changed", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Current password")).toHaveValue("");

  // This device stays signed in on its renewed session; the new password opens the account.
  await me.page.reload();
  await expect(me.page.getByRole("heading", { name: "Account settings" })).toBeVisible();
  const signInWith = (password: string) =>
    request.post("/api/auth/sign-in/email", {
      data: { email: me.email, password },
      headers: { origin: baseURL ?? "" },
    });
  expect((await signInWith("kevät-kengät-2027")).status()).toBe(200);
  expect((await signInWith(me.password)).status()).toBe(401);
});
