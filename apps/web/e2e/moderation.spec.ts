import { seriousViolations } from "./support/axe";
import { expect, type Fixtures, type Person, test, uniqueEmail, uniqueWord } from "./support/fixtures";
import { webTexts } from "./support/texts";

/** A seller suspended by a moderator on the buyer's report from their chat; the seller's browser is signed out. */
async function suspendedSeller(
  { seller, buyer, moderator, listing, chat }: Pick<Fixtures, "seller" | "buyer" | "moderator" | "listing" | "chat">,
  reason: "harassment" | "scam",
) {
  const suspended = await seller({ signedIn: false });
  const reporter = await buyer();
  const coat = await listing({ seller: suspended });
  const { id: chatId } = await chat({ buyer: reporter, listing: coat, messages: [{ from: suspended, text: "Hm" }] });
  const report = await reporter.request.post("/api/reports", { data: { reportedId: suspended.id, chatId, reason } });
  const { id: reportId } = (await report.json()) as { id: string };
  const decider = await moderator();
  const decided = await decider.request.post(`/api/moderation/reports/${reportId}/decision`, {
    data: { decision: "resolve", action: "suspend_user", note: "Breaking the terms" },
  });
  expect(decided.status()).toBe(200);
  return { suspended, reportId, decider };
}

/** The sign-in form, filled and sent. */
async function logIn(person: Person) {
  await person.page.goto("/auth");
  await person.page.getByLabel("Email").fill(person.email);
  await person.page.getByLabel("Password").fill(person.password);
  await person.page.getByRole("button", { name: "Log in" }).click();
}

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

test("a moderator lifts a suspension, and the person signs in again and is told why", async ({
  seller,
  buyer,
  moderator,
  listing,
  chat,
}) => {
  const { suspended } = await suspendedSeller({ seller, buyer, moderator, listing, chat }, "harassment");
  const mod = await moderator();
  await mod.page.goto("/app/moderation");
  const row = mod.page
    .getByRole("region", { name: "Suspended accounts" })
    .getByRole("listitem")
    .filter({ hasText: suspended.displayName });
  await expect(row).toContainText("Harassment");
  await row.getByRole("button", { name: `Lift suspension of ${suspended.displayName}` }).click();
  const dialog = mod.page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Lift suspension" }).click();
  await expect(dialog.getByText("Write why the suspension is lifted.")).toBeVisible();
  await dialog.getByLabel("Explanation").fill("Appeal accepted: the message was a quote");
  await dialog.getByRole("button", { name: "Lift suspension" }).click();
  await expect(mod.page.getByText("Suspension lifted successfully")).toBeVisible();
  await expect(row).toHaveCount(0);

  await logIn(suspended);
  // Signed in: this browser's first sign-in passes /app on its way to the welcome page; waiting for
  // the welcome page keeps the next navigation from racing that redirect.
  await expect(suspended.page).toHaveURL((url) => url.pathname === "/welcome");
  await suspended.page.goto("/app");
  await suspended.page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(suspended.page.getByText("Your account is open again")).toBeVisible();
  await expect(suspended.page.getByText(/Appeal accepted: the message was a quote/)).toBeVisible();
});

test("a suspended person appeals from the refused sign-in, and another moderator overturns it", async ({
  seller,
  buyer,
  moderator,
  admin,
  listing,
  chat,
}) => {
  // Four people, a suspension, an appeal and its decision: more than one test's time on a loaded machine.
  test.slow();
  const { suspended, reportId, decider } = await suspendedSeller({ seller, buyer, moderator, listing, chat }, "scam");
  await logIn(suspended);
  await suspended.page.getByRole("link", { name: "Appeal this decision" }).click();
  await expect(suspended.page.getByRole("heading", { name: "Appeal a moderation decision" })).toBeVisible();
  await expect(suspended.page.getByText(reportId)).toBeVisible();
  await suspended.page.waitForLoadState("networkidle");
  expect(await seriousViolations(suspended.page)).toEqual([]);
  await suspended.page.getByLabel("Why the decision is wrong").fill("The buyer offered the transfer, not me");
  await suspended.page.getByRole("button", { name: "Send appeal" }).click();
  await expect(suspended.page.getByText("Your appeal was sent")).toBeVisible();

  // The moderator who decided sees the appeal but leaves it to another.
  await decider.page.goto("/app/moderation");
  const ownItem = decider.page
    .getByRole("region", { name: "Appeals" })
    .getByRole("listitem")
    .filter({ hasText: "The buyer offered the transfer, not me" });
  await expect(
    ownItem.getByRole("button", { name: `Overturn the decision about ${suspended.displayName}` }),
  ).toBeDisabled();

  const reviewer = await admin();
  await reviewer.page.goto("/app/moderation");
  const item = reviewer.page
    .getByRole("region", { name: "Appeals" })
    .getByRole("listitem")
    .filter({ hasText: "The buyer offered the transfer, not me" });
  await item.getByRole("button", { name: `Overturn the decision about ${suspended.displayName}` }).click();
  const dialog = reviewer.page.getByRole("dialog");
  await dialog.getByLabel("Explanation (shown to the person)").fill("The chat shows the buyer proposed it");
  await dialog.getByRole("button", { name: "Overturn" }).click();
  await expect(reviewer.page.getByText("Decision overturned successfully")).toBeVisible();
  await expect(item).toHaveCount(0);

  // The suspension is lifted with the decision (the notification itself is the lift journey's).
  const signIn = await suspended.request.post("/api/auth/sign-in/email", {
    data: { email: suspended.email, password: suspended.password },
  });
  expect(signIn.status()).toBe(200);
});

test("a guest reports a listing in Finnish; a moderator removes it, and the guest's mail says so", async ({
  seller,
  moderator,
  listing,
  guest,
}) => {
  const faker = await seller({ signedIn: false });
  const bag = await listing({ seller: faker, title: `Designer bag ${uniqueWord("Bag")}` });
  const page = await guest("fi");
  const t = webTexts.fi.moderation.listingReport;
  const email = uniqueEmail("guest-reporter");

  await page.goto(`/product/${bag.id}`);
  await page.getByRole("button", { name: t.open }).click();
  const form = page.getByRole("dialog", { name: t.title });
  await form.getByRole("button", { name: t.submit }).click();
  await expect(form.getByText(t.reasonRequired)).toBeVisible();
  await expect(form.getByText(t.descriptionRequired)).toBeVisible();
  await expect(form.getByText(t.emailRequired)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByLabel(t.reason).selectOption("counterfeit");
  await form.getByLabel(t.description).fill("Logo on väärin päin, selvä väärennös.");
  await form.getByLabel(t.email).fill(email);
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByText(t.sent)).toBeVisible();
  await expect(form).toBeHidden();

  const mod = await moderator();
  await mod.page.goto("/app/moderation");
  const item = mod.page.getByRole("listitem").filter({ hasText: "Logo on väärin päin" });
  await expect(item).toContainText(`A guest (${email})`);
  await expect(item).toContainText("Counterfeit");
  await expect(item).toContainText(bag.title);
  await item.getByRole("button", { name: `Resolve the report about ${faker.displayName}` }).click();
  const dialog = mod.page.getByRole("dialog");
  await dialog.getByLabel("Action").selectOption("remove_listing");
  await dialog.getByLabel("Explanation (shown to the reported user)").fill("A counterfeit of a protected brand");
  await dialog.getByRole("button", { name: "Resolve report" }).click();
  await expect(mod.page.getByText("Report resolved successfully")).toBeVisible();

  // The dev outbox, read from this process (it answers only this machine).
  const mailbox = `${test.info().project.use.baseURL}/api/dev/mailbox?to=${encodeURIComponent(email)}`;
  // Mail goes out as a job after the decision commits. Beside the other journeys' work the queue
  // has taken 10-11 s to deliver it here, the default wait's whole length, so this wait is longer.
  await expect
    .poll(async () => ((await (await fetch(mailbox)).json()) as { text: string }[])[0]?.text ?? "", {
      timeout: 30_000,
    })
    .toContain("Ilmoitus on poistettu.");
  await page.goto(`/product/${bag.id}`);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(bag.title);
});

test("a listing's own seller is offered no report button", async ({ seller, listing }) => {
  const owner = await seller();
  const coat = await listing({ seller: owner });
  await owner.page.goto(`/product/${coat.id}`);
  await expect(owner.page.getByRole("heading", { level: 1, name: coat.title })).toBeVisible();
  await expect(owner.page.getByRole("button", { name: "Report listing" })).toHaveCount(0);
});
