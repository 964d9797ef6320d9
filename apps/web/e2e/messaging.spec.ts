import type { APIRequestContext } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { notificationsLoaded, unreadOnBell } from "./support/bell";
import { conversation, messageField, openChatAbout } from "./support/chat";
import { expect, test } from "./support/fixtures";
import { webTexts } from "./support/texts";

/**
 * Messaging between two people, each in their own browser context (own cookies, own live
 * channel, own client address), as a buyer and a seller would be. Every test makes its own
 * people and listing, so a bell or a block concerns that test's pair alone.
 */

async function sendByApi(request: APIRequestContext, chatId: string, content: string) {
  return request.post(`/api/chats/${chatId}/messages`, { data: { content } });
}

const unique = (text: string) => `${text} ${Math.random().toString(36).slice(2, 8)}`;

test("a buyer writes from the listing; the seller sees it live, replies, and the buyer sees the reply live", async ({
  buyer: newBuyer,
  seller: newSeller,
  listing: list,
}) => {
  const emma = await newSeller({ displayName: "Emma Virtanen" });
  const listing = await list({ seller: emma });
  const buyer = (await newBuyer()).page;
  const seller = emma.page;

  const sellerBellLoaded = notificationsLoaded(seller);
  await seller.goto("/app/chats");
  await expect(seller.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await sellerBellLoaded;
  const bellBefore = await unreadOnBell(seller);

  await buyer.goto(`/product/${listing.id}`);
  await buyer.getByRole("button", { name: "Message Seller" }).click();
  await expect(buyer).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(buyer.getByRole("heading", { level: 1, name: listing.title })).toBeVisible();
  await expect(buyer.getByRole("link", { name: emma.displayName, exact: true })).toBeVisible();

  const question = unique("Hei! Is this still available?");
  await messageField(buyer).fill(question);
  await messageField(buyer).press("Enter");
  await expect(conversation(buyer).getByText(question)).toBeVisible();
  await expect(messageField(buyer)).toHaveValue("");

  // The seller's Messages page and bell change without a reload.
  const row = seller.getByRole("link").filter({ hasText: question });
  await expect(row).toBeVisible();
  await expect(row).toContainText(listing.title);
  await expect(row).toContainText("1 unread message");
  await expect.poll(() => unreadOnBell(seller)).toBeGreaterThan(bellBefore);

  await row.click();
  await expect(seller).toHaveURL(/\/app\/chat\//);
  await expect(conversation(seller).getByText(question)).toBeVisible();
  const answer = unique("Yes it is! Want to meet in Kallio?");
  await messageField(seller).fill(answer);
  await seller.getByRole("button", { name: "Send" }).click();
  await expect(conversation(seller).getByText(answer)).toBeVisible();

  await expect(conversation(buyer).getByText(answer)).toBeVisible();
  // Each message shows once, however many ways it arrived (send reply, live event, catch-up).
  await expect(conversation(buyer).getByText(question)).toHaveCount(1);
  await expect(conversation(buyer).getByText(answer)).toHaveCount(1);

  // Back in Messages, the last message is one's own.
  await seller.getByRole("link", { name: "Back to messages" }).click();
  await expect(seller.getByRole("link").filter({ hasText: `You: ${answer}` })).toBeVisible();
});

test("Enter sends, Shift+Enter starts a new line, and whitespace alone is never sent", async ({
  buyer: newBuyer,
  seller,
  listing,
  chat,
}) => {
  const helmi = await newBuyer();
  const buyer = helmi.page;
  const { id: chatId } = await chat({ buyer: helmi, listing: await listing({ seller: await seller() }) });
  await buyer.goto(`/app/chat/${chatId}`);

  const field = messageField(buyer);
  const first = unique("First line");
  await field.fill(first);
  await field.press("Shift+Enter");
  await field.pressSequentially("second line");
  await expect(field).toHaveValue(`${first}\nsecond line`);
  await field.press("Enter");
  await expect(conversation(buyer).getByText(`${first} second line`)).toBeVisible();
  await expect(field).toHaveValue("");

  const countMessages = async () => {
    const response = await buyer.request.get(`/api/chats/${chatId}/messages`);
    return ((await response.json()) as { items: unknown[] }).items.length;
  };
  await expect.poll(countMessages).toBeGreaterThan(0);
  const stored = await countMessages();

  await field.fill("   \n\t  ");
  await expect(buyer.getByRole("button", { name: "Send" })).toBeDisabled();
  await field.press("Enter");
  await expect(field).toHaveValue("   \n\t  ");

  // Surrounding spaces are trimmed away before sending.
  const padded = unique("padded");
  await field.fill(`   ${padded}   `);
  await field.press("Enter");
  await expect(conversation(buyer).getByText(padded, { exact: true })).toBeVisible();
  await expect.poll(countMessages).toBe(stored + 1);

  // Near the 2,000-character limit a counter appears; over it, sending is refused.
  await field.fill("a".repeat(1900));
  await expect(buyer.getByText("100 characters left")).toBeVisible();
  await field.fill("a".repeat(2001));
  await expect(buyer.getByText("1 character over the limit")).toBeVisible();
  await expect(buyer.getByRole("button", { name: "Send" })).toBeDisabled();
});

test("the bell counts a new message and Mark all read clears its badge", async ({
  buyer: newBuyer,
  seller: newSeller,
  listing,
  chat,
}) => {
  const bellTester = await newBuyer({ displayName: "Bell Tester" });
  const sanna = await newSeller({ displayName: "Sanna Mäkinen" });
  const { id: chatId } = await chat({
    buyer: bellTester,
    listing: await listing({ seller: sanna }),
    messages: [{ from: bellTester, text: "Hello Sanna" }],
  });
  const buyer = bellTester.page;
  const seller = sanna.page;

  const bellLoaded = notificationsLoaded(buyer);
  await buyer.goto("/app");
  const bell = buyer.getByRole("button", { name: /^Notifications/ });
  await bellLoaded;
  const before = await unreadOnBell(buyer);

  const reply = unique("Hi! It is still for sale.");
  expect((await sendByApi(seller.request, chatId, reply)).status()).toBe(201);
  await expect.poll(() => unreadOnBell(buyer)).toBe(before + 1);

  await bell.click();
  const panel = buyer.getByRole("dialog");
  await expect(panel.getByText(`${sanna.displayName} sent you a message`, { exact: false })).toBeVisible();
  await panel.getByRole("button", { name: "Mark all read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(panel.getByRole("button", { name: "Mark all read" })).toBeDisabled();

  // A new message lights the bell again; opening it goes to the chat.
  const again = unique("Are you still interested?");
  expect((await sendByApi(seller.request, chatId, again)).status()).toBe(201);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await panel.getByRole("button").filter({ hasText: sanna.displayName }).first().click();
  await expect(buyer).toHaveURL(`/app/chat/${chatId}`);
  await expect(conversation(buyer).getByText(again)).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications");
});

test("a person reports the other from the chat menu, then blocks them, which closes the chat for both", async ({
  buyer: newBuyer,
  seller: newSeller,
  listing,
  chat,
}) => {
  const buyerName = unique("Careful Buyer");
  const careful = await newBuyer({ displayName: buyerName });
  const emma = await newSeller({ displayName: "Emma Virtanen" });
  const { id: chatId } = await chat({
    buyer: careful,
    listing: await listing({ seller: emma }),
    messages: [{ from: careful, text: "Is the price negotiable?" }],
  });
  const buyer = careful.page;
  const seller = emma.page;

  await buyer.goto(`/chat/${chatId}`);
  await seller.goto(`/app/chat/${chatId}`);
  await expect(messageField(seller)).toBeEnabled();

  // Report: the reason is required; the description is optional.
  await buyer.getByRole("button", { name: "Conversation options" }).click();
  await buyer.getByRole("menuitem", { name: "Report" }).click();
  const report = buyer.getByRole("dialog", { name: `Report ${emma.displayName}` });
  await expect(report).toBeVisible();
  await report.getByRole("button", { name: "Submit report" }).click();
  await expect(report.getByText("Choose a reason for the report.")).toBeVisible();
  await report.getByLabel("Reason").selectOption({ label: "Scam or fraud" });
  await report.getByLabel("Details (optional)").fill("Asked me to pay outside Kierto.");
  await report.getByRole("button", { name: "Submit report" }).click();
  await expect(buyer.getByText("Report submitted successfully")).toBeVisible();
  await expect(report).toBeHidden();

  // The menu works from the keyboard: open, move to Block, choose it.
  const menuButton = buyer.getByRole("button", { name: "Conversation options" });
  await menuButton.focus();
  await buyer.keyboard.press("Enter");
  await expect(buyer.getByRole("menuitem", { name: "Report" })).toBeFocused();
  await buyer.keyboard.press("ArrowDown");
  await expect(buyer.getByRole("menuitem", { name: "Block" })).toBeFocused();
  await buyer.keyboard.press("Enter");
  const confirm = buyer.getByRole("alertdialog", { name: `Block ${emma.displayName}?` });
  await confirm.getByRole("button", { name: "Block" }).click();
  await expect(buyer.getByText("User blocked successfully")).toBeVisible();

  await expect(buyer.getByText("This conversation has been blocked")).toBeVisible();
  await expect(messageField(buyer)).toBeDisabled();
  await buyer.getByRole("button", { name: "Conversation options" }).click();
  await expect(buyer.getByRole("menuitem", { name: "Blocked" })).toHaveAttribute("aria-disabled", "true");
  await buyer.keyboard.press("Escape");

  // The seller's open chat closes live, and the server refuses a send either way.
  await expect(seller.getByText("This conversation has been blocked")).toBeVisible();
  await expect(messageField(seller)).toBeDisabled();
  const refused = await sendByApi(seller.request, chatId, "Hello?");
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("CHAT_BLOCKED");
  expect((await sendByApi(buyer.request, chatId, "Hello?")).status()).toBe(403);

  // Messages marks it too, after a reload as well.
  await seller.goto("/app/chats");
  await expect(seller.getByRole("link").filter({ hasText: buyerName })).toContainText("Blocked");
});

test("after the live connection drops, what was missed arrives once it is back, shown once", async ({
  buyer: newBuyer,
  seller: newSeller,
  listing,
  chat,
}) => {
  const helmi = await newBuyer();
  const juho = await newSeller();
  const { id: chatId } = await chat({
    buyer: helmi,
    listing: await listing({ seller: juho }),
    messages: [{ from: helmi, text: "Is the colour true to the photos?" }],
  });
  const buyer = helmi.page;
  const seller = juho.page;

  // The live channel cannot connect: the chat loads, and says it is reconnecting.
  await buyer.route("**/api/events", (route) => route.abort("connectionreset"));
  await buyer.goto(`/chat/${chatId}`);
  await expect(buyer.getByText("Connection lost. Reconnecting...")).toBeVisible();

  const missed = unique("Sent while you were offline");
  expect((await sendByApi(seller.request, chatId, missed)).status()).toBe(201);
  await buyer.waitForTimeout(500);
  await expect(conversation(buyer).getByText(missed)).toHaveCount(0);

  // Reconnecting (within the 1 s, 2 s, 5 s, 10 s delays) fetches the missed message.
  await buyer.unroute("**/api/events");
  await expect(conversation(buyer).getByText(missed)).toBeVisible({ timeout: 15_000 });
  await expect(buyer.getByText("Connection lost. Reconnecting...")).toBeHidden();

  // Live again: a new message arrives by itself, and nothing shows twice.
  const live = unique("And this one live");
  expect((await sendByApi(seller.request, chatId, live)).status()).toBe(201);
  await expect(conversation(buyer).getByText(live)).toBeVisible();
  await expect(conversation(buyer).getByText(missed)).toHaveCount(1);
});

test("a send whose answer is lost is retried without a copy, a failed one keeps its text for Retry, and both read clearly meanwhile", async ({
  buyer: newBuyer,
  seller,
  listing,
  chat,
}) => {
  const helmi = await newBuyer();
  const { id: chatId } = await chat({ buyer: helmi, listing: await listing({ seller: await seller() }) });
  const buyer = helmi.page;
  await buyer.goto(`/app/chat/${chatId}`);
  const sends = `**/api/chats/${chatId}/messages`;
  const stored = async (text: string) => {
    const response = await buyer.request.get(`/api/chats/${chatId}/messages`);
    return ((await response.json()) as { items: { content: string }[] }).items.filter((m) => m.content === text).length;
  };

  // The server stores the message but its answer never arrives: the same client id goes again.
  let dropped = false;
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let lost!: () => void;
  // The live channel may show the stored message before its answer is dropped: wait for the drop.
  const answerLost = new Promise<void>((resolve) => (lost = resolve));
  await buyer.route(sends, async (route) => {
    if (route.request().method() !== "POST" || dropped) return route.continue();
    dropped = true;
    await answered;
    await route.fetch();
    await route.abort("connectionreset");
    lost();
  });
  const once = unique("Sent once, answered twice");
  await messageField(buyer).fill(once);
  await messageField(buyer).press("Enter");
  // On its way, the message is as readable as a sent one.
  await expect(conversation(buyer).getByText("Sending...")).toBeVisible();
  expect(await seriousViolations(buyer)).toEqual([]);
  answer();
  await answerLost;
  await expect(conversation(buyer).getByText(once)).toBeVisible();
  await expect(conversation(buyer).getByText("Sending...")).toBeHidden();
  expect(dropped).toBe(true);
  await expect(conversation(buyer).getByText(once)).toHaveCount(1);
  expect(await stored(once)).toBe(1);
  await buyer.unroute(sends);

  // The server fails every time: 'Error sending message', and the text stays with a Retry.
  await buyer.route(sends, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 503, json: {} }) : route.continue(),
  );
  const failing = unique("Try me again");
  await messageField(buyer).fill(failing);
  await messageField(buyer).press("Enter");
  await expect(buyer.getByText("Error sending message")).toBeVisible();
  await expect(conversation(buyer).getByText("Not sent")).toBeVisible();
  await expect(conversation(buyer).getByText(failing)).toBeVisible();
  expect(await stored(failing)).toBe(0);
  expect(await seriousViolations(buyer)).toEqual([]);

  await buyer.unroute(sends);
  await conversation(buyer).getByRole("button", { name: "Retry" }).click();
  await expect(conversation(buyer).getByText("Not sent")).toBeHidden();
  await expect(conversation(buyer).getByText(failing)).toHaveCount(1);
  await expect.poll(() => stored(failing)).toBe(1);
});

test("a chat that does not exist, or is someone else's, shows 'Chat not found'; any other load failure leads to Messages", async ({
  buyer,
  seller,
  listing,
  chat,
}) => {
  const helmi = await buyer();
  const { id: theirs } = await chat({ buyer: helmi, listing: await listing({ seller: await seller() }) });
  const owner = helmi.page;
  const outsider = (await buyer()).page;

  await outsider.goto(`/chat/${theirs}`);
  await expect(outsider.getByRole("heading", { name: "Chat not found" })).toBeVisible();
  await outsider.goto("/app/chat/00000000-0000-4000-8000-000000000000");
  await expect(outsider.getByRole("heading", { name: "Chat not found" })).toBeVisible();
  await outsider.getByRole("link", { name: "Back to messages" }).click();
  await expect(outsider).toHaveURL("/app/chats");

  // A chat that fails to load for another reason leads back to Messages (docs/product-rules.md#errors-and-messages).
  await owner.route(`**/api/chats/${theirs}`, (route) => route.fulfill({ status: 500, json: {} }));
  await owner.goto(`/app/chat/${theirs}`);
  await expect(owner).toHaveURL("/app/chats");
});

test.describe("accessibility of messaging (no serious or critical axe violation)", () => {
  // One page per test: an axe pass takes seconds on a busy machine.
  test("Messages", async ({ buyer, seller, listing, chat }) => {
    const helmi = await buyer();
    await chat({
      buyer: helmi,
      listing: await listing({ seller: await seller() }),
      messages: [{ from: helmi, text: "Does it fit a size 38?" }],
    });
    await helmi.page.goto("/app/chats");
    await expect(helmi.page.getByRole("link").filter({ hasText: "Does it fit a size 38?" }).first()).toBeVisible();
    expect(await seriousViolations(helmi.page)).toEqual([]);
  });

  test("a chat, and its report dialog", async ({ buyer, seller, listing, chat }) => {
    const helmi = await buyer();
    const { id: chatId } = await chat({
      buyer: helmi,
      listing: await listing({ seller: await seller() }),
      messages: [{ from: helmi, text: "Does it fit a size 38?" }],
    });
    const { page } = helmi;
    await page.goto(`/app/chat/${chatId}`);
    await expect(conversation(page).getByText("Does it fit a size 38?").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Conversation options" }).click();
    await page.getByRole("menuitem", { name: "Report" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("after the seller deletes the listing, both keep the chat to read, with a notice, and can no longer write", async ({
  buyer: newBuyer,
  seller: newSeller,
  listing: list,
  chat,
}) => {
  // Two people each open Messages and the chat, with an accessibility check: longer than most journeys.
  test.slow();
  const seller = await newSeller();
  const listing = await list({ seller, title: unique("Corduroy jacket") });
  const ben = await newBuyer();
  const question = unique("Would you ship it to Tampere?");
  const { id: chatId } = await chat({ buyer: ben, listing, messages: [{ from: ben, text: question }] });

  await seller.page.goto("/app/my-items");
  await seller.page.getByRole("button", { name: `Delete: ${listing.title}` }).click();
  await seller.page
    .getByRole("alertdialog", { name: "Delete this listing?" })
    .getByRole("button", { name: "Delete listing" })
    .click();
  await expect(seller.page.getByText("Item deleted successfully")).toBeVisible();

  for (const { page } of [ben, seller]) {
    await page.goto("/app/chats");
    const row = page.getByRole("link").filter({ hasText: listing.title });
    await expect(row).toContainText("Deleted");
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/chat/${chatId}$`));
    await expect(conversation(page).getByText(question)).toBeVisible();
    const notice = page.getByRole("status").filter({ hasText: "This listing has been deleted" });
    await expect(notice).toContainText("You can still read the conversation, but new messages can't be sent.");
    await expect(messageField(page)).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
  }

  // The listing's page is gone for the buyer too, and a send by hand is refused with its code.
  await ben.page.goto(`/product/${listing.id}`);
  await expect(ben.page.getByRole("heading", { level: 1, name: "This listing has been deleted" })).toBeVisible();
  const refused = await sendByApi(ben.page.request, chatId, "Hello?");
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("LISTING_DELETED");
});

test("a message asking to be paid outside Kierto arrives with a safety notice, in each reader's language", async ({
  buyer: newBuyer,
  seller: newSeller,
  listing: list,
  chat: openChat,
}) => {
  const seller = await newSeller({ displayName: "Sanna Safe", language: "fi" });
  const buyer = await newBuyer({ language: "sv" });
  const listing = await list({ seller });
  const chat = await openChat({ buyer, listing });
  const ask = unique("Maksa suoraan tilille FI21 1234 5600 0007 85, niin säästät kulut");
  const question = unique("Hei, onko vielä myynnissä?");
  expect((await sendByApi(seller.request, chat.id, question)).status()).toBe(201);
  expect((await sendByApi(seller.request, chat.id, ask)).status()).toBe(201);

  const fi = webTexts.fi.chats.chat.payOutside;
  const sv = webTexts.sv.chats.chat.payOutside;
  await openChatAbout(buyer, chat.id, "sv");
  await expect(conversation(buyer.page, "sv").getByText(ask)).toBeVisible();
  await expect(conversation(buyer.page, "sv").getByRole("note", { name: sv.title })).toHaveCount(1);
  await expect(conversation(buyer.page, "sv").getByRole("note", { name: sv.title })).toContainText(sv.body);

  await openChatAbout(seller, chat.id, "fi");
  await expect(conversation(seller.page, "fi").getByRole("note", { name: fi.title })).toHaveCount(1);
});
