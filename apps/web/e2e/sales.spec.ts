import { notificationsLoaded, unreadOnBell } from "./support/bell";
import { openChatAbout } from "./support/chat";
import { expect, test, uniqueWord } from "./support/fixtures";
import {
  buyWithCard,
  CARD_DECLINED,
  CARD_OK,
  confirmHandOver,
  confirmReceipt,
  openPaymentPage,
  payWithCard,
  reviewFromProfile,
  salePanel,
} from "./support/sales";

/**
 * Sales from both sides, each person in a browser context of their own: a card purchase
 * through the local payment page (paid, declined, cancelled), a cash hand-over confirmed in the
 * chat with live updates, the seller cancelling a paid sale with a refund, and a review each way.
 */

/** docs/product-rules.md#limits: the payment success page waits this long before it looks the sale up. */
const PAYMENT_SUCCESS_WAIT_MS = 3000;

test("a buyer pays by card on the payment page, the seller's bell rings, the seller confirms the hand-over and the buyer's Everything is OK completes it", async ({
  seller,
  buyer,
  listing,
  chat,
}, testInfo) => {
  // Two people, a payment and a chat: longer than one page's journey.
  test.slow();
  const anna = await seller({ displayName: "Anna Card", city: "Turku" });
  const title = `Wool coat ${uniqueWord("Coat")}`;
  const coat = await listing({ seller: anna, title, priceCents: 6490 });
  const ben = await buyer({ displayName: "Ben Card" });
  const { id: chatId } = await chat({ buyer: ben, listing: coat, messages: [{ from: ben, text: "I'll buy it." }] });
  const bellLoaded = notificationsLoaded(anna.page);
  await anna.page.goto("/app");
  const bell = anna.page.getByRole("button", { name: /^Notifications/ });
  await bellLoaded;
  const unreadBefore = await unreadOnBell(anna.page);

  const pressedAt = await openPaymentPage(ben.page, coat, "€64.90");
  const onPaymentPageAt = Date.now();
  const paidAt = await payWithCard(ben.page, CARD_OK);
  await expect(ben.page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(ben.page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible({
    timeout: 15_000,
  });
  const successAt = Date.now();

  const order = ben.page.getByRole("region", { name: "Order summary" });
  await expect(order).toContainText(title);
  await expect(order).toContainText("Anna Card");
  await expect(order).toContainText("€64.90");
  await expect(ben.page.getByRole("region", { name: "What's Next" }).getByRole("listitem")).toHaveCount(3);
  // 'View My Purchases' opens the purchase just made, on its own page.
  await expect(ben.page.getByRole("link", { name: "View My Purchases" })).toHaveAttribute(
    "href",
    /^\/app\/sales\/[0-9a-f-]{36}$/,
  );

  // The time a buyer waits on us, the page's own 3 s wait and the typing on the payment page left out.
  const figures = {
    purchaseToPaymentPageMs: onPaymentPageAt - pressedAt,
    payToSuccessMs: successAt - paidAt - PAYMENT_SUCCESS_WAIT_MS,
    purchaseToSuccessWithoutTypingMs: onPaymentPageAt - pressedAt + (successAt - paidAt - PAYMENT_SUCCESS_WAIT_MS),
  };
  testInfo.annotations.push({ type: "purchase timing", description: JSON.stringify(figures) });
  process.stdout.write(`purchase timing ${JSON.stringify(figures)}\n`);

  await expect.poll(() => unreadOnBell(anna.page)).toBe(unreadBefore + 1);
  await bell.click();
  await expect(anna.page.getByText("Your item was sold")).toBeVisible();
  await expect(anna.page.getByText(`"${title}" was sold to Ben Card for €64.90.`, { exact: false })).toBeVisible();

  // Paid but not yet received: the item is reserved, not sold, and offers no Buy Now.
  await ben.page.goto(`/product/${coat.id}`);
  await expect(ben.page.getByRole("link", { name: "Buy Now" })).toHaveCount(0);
  await expect(ben.page.getByRole("button", { name: "Reserved" })).toBeDisabled();

  // Both see the paid sale under My Items' Pending, each with a step to take.
  await ben.page.goto("/app/my-items?tab=pending");
  await expect(ben.page.getByRole("link").filter({ hasText: title })).toContainText("Waiting for your confirmation");
  await anna.page.goto("/app/my-items?tab=pending");
  await expect(anna.page.getByRole("link").filter({ hasText: title })).toContainText("Waiting for your confirmation");

  // The seller hands it over and confirms in the chat; the buyer's chat follows live, and the
  // buyer's Everything is OK completes the sale.
  await openChatAbout(ben, chatId);
  await expect(salePanel(ben.page).getByRole("button", { name: "Everything is OK" })).toBeEnabled();
  await openChatAbout(anna, chatId);
  await confirmHandOver(anna.page);
  await expect(salePanel(ben.page)).toContainText("Anna Card says they handed the item over.");
  await confirmReceipt(ben.page);
  await expect(salePanel(ben.page).getByRole("button", { name: "Sold" })).toBeDisabled();
  await expect(salePanel(anna.page).getByRole("button", { name: "Sold" })).toBeDisabled();

  await ben.page.goto("/app/my-items?tab=purchases");
  await expect(ben.page.getByRole("link").filter({ hasText: title })).toContainText("Completed");
  await anna.page.goto("/app/my-items?tab=sales");
  await expect(anna.page.getByRole("link").filter({ hasText: title })).toContainText("Completed");
});

test("a declined card leaves the item for sale", async ({ seller, buyer, listing }) => {
  const coat = await listing({ seller: await seller(), priceCents: 3000 });
  const ben = await buyer();
  await openPaymentPage(ben.page, coat, "€30.00");
  await payWithCard(ben.page, CARD_DECLINED);
  await expect(ben.page.getByText("Your card was declined.", { exact: false })).toBeVisible();

  // Someone else may buy it now.
  const other = await buyer();
  await other.page.goto(`/checkout/${coat.id}`);
  await expect(other.page.getByRole("button", { name: "Purchase for €30.00" })).toBeEnabled();
});

test("cancelling on the payment page returns to checkout and releases the item", async ({ seller, buyer, listing }) => {
  const skirt = await listing({ seller: await seller(), priceCents: 1500 });
  const ben = await buyer();
  const other = await buyer();

  await openPaymentPage(ben.page, skirt, "€15.00");
  // While the payment page is open, the item is reserved for Ben: the product page says so and
  // offers no Buy Now, and neither does the checkout.
  await other.page.goto(`/product/${skirt.id}`);
  await expect(other.page.getByRole("status")).toContainText("This item is reserved");
  await expect(other.page.getByRole("button", { name: "Reserved" })).toBeDisabled();
  await expect(other.page.getByRole("link", { name: "Buy Now" })).toHaveCount(0);
  // Ben himself may go back to his own checkout.
  await ben.page.goto(`/product/${skirt.id}`);
  await expect(ben.page.getByRole("link", { name: "Buy Now" })).toBeVisible();
  await ben.page.goBack();
  await other.page.goto(`/checkout/${skirt.id}`);
  await expect(other.page.getByText("This item is reserved")).toBeVisible();
  await expect(other.page.getByRole("button", { name: /^Purchase for/ })).toHaveCount(0);

  await ben.page.getByRole("button", { name: "Cancel and return to Kierto" }).click();
  await expect(ben.page).toHaveURL(`/checkout/${skirt.id}?cancelled=1`);
  await expect(ben.page.getByText("Payment cancelled")).toBeVisible();
  await expect(ben.page.getByRole("button", { name: "Purchase for €15.00" })).toBeEnabled();

  await other.page.reload();
  await expect(other.page.getByRole("button", { name: "Purchase for €15.00" })).toBeEnabled();
  await other.page.goto(`/product/${skirt.id}`);
  await expect(other.page.getByRole("link", { name: "Buy Now" })).toBeVisible();
});

test("a cash hand-over: the seller marks it sold, the buyer confirms, both screens follow live, then each reviews the other", async ({
  seller,
  buyer,
  listing,
  chat,
}) => {
  // Three people, a chat each way and two reviews: longer than one page's journey.
  test.slow();
  const anna = await seller({ displayName: "Anna Handover" });
  const ben = await buyer({ displayName: "Ben Handover" });
  const title = `Denim jacket ${uniqueWord("Jacket")}`;
  const jacket = await listing({ seller: anna, title, priceCents: 2500, deliveryMethod: "hand_delivery" });
  const other = await buyer({ displayName: "Olli Other" });
  const { id: chatId } = await chat({ buyer: ben, listing: jacket, messages: [{ from: ben, text: "Kallio at 5?" }] });
  const { id: otherChatId } = await chat({ buyer: other, listing: jacket, messages: [{ from: other, text: "Hi!" }] });

  await openChatAbout(anna, chatId);
  await openChatAbout(ben, chatId);
  await openChatAbout(other, otherChatId);
  await expect(salePanel(ben.page).getByRole("button", { name: "Confirm Purchase" })).toBeVisible();

  await salePanel(anna.page).getByRole("button", { name: "Mark as Sold" }).click();
  const dialog = anna.page.getByRole("alertdialog", { name: "Mark this item as sold?" });
  await expect(dialog).toContainText("Ben Handover");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(anna.page.getByText("Transaction initiated as seller")).toBeVisible();
  await expect(salePanel(anna.page).getByRole("button", { name: "Awaiting Confirmation" })).toBeDisabled();

  // Ben's screen follows without a reload.
  await expect(salePanel(ben.page)).toContainText("Anna Handover marked this item as sold to you.");
  await salePanel(ben.page).getByRole("button", { name: "Confirm Purchase" }).click();
  await ben.page
    .getByRole("alertdialog", { name: "Confirm the purchase?" })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(ben.page.getByText("Sale completed!")).toBeVisible();
  await expect(salePanel(ben.page).getByRole("button", { name: "Sold" })).toBeDisabled();

  // Anna's screen, and the other buyer's chat about the same item, turn sold live.
  await expect(salePanel(anna.page).getByRole("button", { name: "Sold" })).toBeDisabled();
  await expect(anna.page.getByText("This item has been sold").first()).toBeVisible();
  await expect(other.page.getByText("This item has been sold").first()).toBeVisible();
  await expect(other.page.getByRole("textbox", { name: "Message", exact: true })).toBeDisabled();

  // A review each way, from the Profile's Transactions tab.
  for (const [reviewer, reviewed, stars] of [
    [ben, anna, 5],
    [anna, ben, 4],
  ] as const) {
    await reviewFromProfile(reviewer, { reviewed, title, stars, comment: `Smooth hand-over, ${stars} stars.` });
  }

  await ben.page.goto(`/user/${anna.id}`);
  await expect(ben.page.getByText("Smooth hand-over, 5 stars.")).toBeVisible();
  await anna.page.goto("/app/profile");
  await anna.page.getByRole("tab", { name: "Reviews" }).click();
  await expect(anna.page.getByText("Smooth hand-over, 5 stars.")).toBeVisible();
  await ben.page.goto("/app/profile");
  await ben.page.getByRole("tab", { name: "Reviews" }).click();
  await expect(ben.page.getByText("Smooth hand-over, 4 stars.")).toBeVisible();
});

test("a one-sided hand-over can be withdrawn by the side that confirmed it", async ({
  seller,
  buyer,
  listing,
  chat,
}) => {
  const anna = await seller();
  const ben = await buyer();
  const scarf = await listing({ seller: anna, priceCents: 1200 });
  const { id: chatId } = await chat({ buyer: ben, listing: scarf, messages: [{ from: ben, text: "Cash ok?" }] });
  await openChatAbout(ben, chatId);

  await salePanel(ben.page).getByRole("button", { name: "Confirm Purchase" }).click();
  await ben.page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(ben.page.getByText("Transaction initiated as buyer")).toBeVisible();
  await salePanel(ben.page).getByRole("button", { name: "Withdraw confirmation" }).click();
  await ben.page
    .getByRole("alertdialog", { name: "Withdraw your confirmation?" })
    .getByRole("button", { name: "Withdraw" })
    .click();
  await expect(salePanel(ben.page).getByRole("button", { name: "Confirm Purchase" })).toBeEnabled();
});

test("the seller cancels a paid sale with a reason and the buyer is refunded", async ({
  seller,
  buyer,
  listing,
  chat,
}) => {
  // Two people, a payment and a cancellation: longer than one page's journey.
  test.slow();
  const anna = await seller({ displayName: "Anna Cancel" });
  const ben = await buyer({ displayName: "Ben Refund" });
  const title = `Silk dress ${uniqueWord("Dress")}`;
  const dress = await listing({ seller: anna, title, priceCents: 5000 });
  const { id: chatId } = await chat({ buyer: ben, listing: dress, messages: [{ from: ben, text: "Buying now!" }] });

  await buyWithCard(ben.page, dress, "€50.00");

  await openChatAbout(anna, chatId);
  await expect(salePanel(anna.page)).toContainText("The buyer has paid €50.00.");
  await openChatAbout(ben, chatId);
  await expect(salePanel(ben.page).getByRole("button", { name: "Everything is OK" })).toBeEnabled();

  await salePanel(anna.page).getByRole("button", { name: "Cancel sale" }).click();
  const dialog = anna.page.getByRole("alertdialog", { name: "Cancel this sale?" });
  await expect(dialog).toContainText("Ben Refund is refunded €50.00 in full");
  await dialog.getByRole("button", { name: "Cancel sale and refund" }).click();
  await expect(dialog.getByText("Tell the buyer why you are cancelling.")).toBeVisible();
  await dialog.getByLabel("Reason").fill("The zip broke, sorry.");
  await dialog.getByRole("button", { name: "Cancel sale and refund" }).click();
  await expect(anna.page.getByText("The buyer has been refunded.")).toBeVisible();
  // The chat says so, on both screens: a notice with the refund and the seller's reason.
  const annaNotice = anna.page.getByRole("note", { name: "Sale cancelled" });
  await expect(annaNotice).toContainText("You cancelled the sale. €50.00 is refunded to the buyer.");
  await expect(annaNotice).toContainText("Reason: The zip broke, sorry.");
  const benNotice = ben.page.getByRole("note", { name: "Sale cancelled" });
  await expect(benNotice).toContainText("The seller cancelled the sale. Your payment of €50.00 is refunded.");
  await expect(benNotice).toContainText("Reason: The zip broke, sorry.");

  // Ben hears of it, and the item is for sale again.
  const bell = ben.page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell.click();
  await expect(ben.page.getByText(`The seller cancelled the sale of "${title}".`, { exact: false })).toBeVisible();
  await expect(ben.page.getByText("€50.00 is refunded to you.", { exact: false })).toBeVisible();
  await ben.page.goto(`/checkout/${dress.id}`);
  await expect(ben.page.getByRole("button", { name: "Purchase for €50.00" })).toBeEnabled();
});
