import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test("a moderator reads the reported conversation, suspends the user, who then cannot sign in", async ({
  seller,
  buyer,
  moderator,
  listing,
  chat,
}) => {
  const rude = await seller({ signedIn: false });
  const polite = await buyer();
  const coat = await listing({ seller: rude, title: "Reported wool coat" });
  const { id: chatId } = await chat({
    buyer: polite,
    listing: coat,
    messages: [
      { from: polite, text: "Is the coat still available?" },
      { from: rude, text: "Go away, nasty buyer" },
    ],
  });
  const reported = await polite.request.post("/api/reports", {
    data: { reportedId: rude.id, chatId, reason: "harassment", description: "Insults in the chat" },
  });
  expect(reported.status()).toBe(201);

  const mod = await moderator();
  await mod.page.goto("/app/moderation");
  const item = mod.page.getByRole("listitem").filter({ hasText: "Insults in the chat" });
  await expect(item).toContainText(rude.displayName);
  await expect(item).toContainText("Harassment");
  await item.getByRole("link", { name: "View conversation" }).click();
  await expect(mod.page.getByRole("heading", { name: "Reported conversation" })).toBeVisible();
  await expect(mod.page.getByText("Go away, nasty buyer")).toBeVisible();
  await expect(mod.page.getByRole("textbox")).toHaveCount(0);
  await mod.page.getByRole("link", { name: "Back to reports" }).click();

  await item.getByRole("button", { name: `Resolve the report about ${rude.displayName}` }).click();
  const dialog = mod.page.getByRole("dialog");
  await dialog.getByLabel("Action").selectOption("suspend_user");
  await dialog.getByLabel("Explanation (shown to the reported user)").fill("Insulting a buyer");
  await dialog.getByRole("button", { name: "Resolve report" }).click();
  await expect(mod.page.getByText("Report resolved successfully")).toBeVisible();
  await expect(item).toHaveCount(0);

  await rude.page.goto("/auth");
  await rude.page.getByLabel("Email").fill(rude.email);
  await rude.page.getByLabel("Password").fill(rude.password);
  await rude.page.getByRole("button", { name: "Log in" }).click();
  await expect(
    rude.page.getByText(/Your account has been suspended after a moderation decision \(ground: Harassment\)/),
  ).toBeVisible();
  await expect(rude.page).toHaveURL(/\/auth/);
});

test("a moderator dismisses a report, and the queue has no serious accessibility violation", async ({
  seller,
  buyer,
  moderator,
  listing,
  chat,
}) => {
  const anna = await seller();
  const ben = await buyer();
  const coat = await listing({ seller: anna });
  const { id: chatId } = await chat({ buyer: ben, listing: coat, messages: [{ from: anna, text: "Hello" }] });
  await ben.request.post("/api/reports", {
    data: { reportedId: anna.id, chatId, reason: "spam", description: "Dismiss me please" },
  });
  const mod = await moderator();
  await mod.page.goto("/app/moderation");
  const item = mod.page.getByRole("listitem").filter({ hasText: "Dismiss me please" });
  await expect(item).toBeVisible();
  await mod.page.waitForLoadState("networkidle");
  expect(await seriousViolations(mod.page)).toEqual([]);
  await item.getByRole("button", { name: `Dismiss the report about ${anna.displayName}` }).click();
  await mod.page.getByRole("dialog").getByRole("button", { name: "Dismiss report" }).click();
  await expect(mod.page.getByText("Report dismissed successfully")).toBeVisible();
  await expect(item).toHaveCount(0);
});
