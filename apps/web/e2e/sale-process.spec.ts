import { conversation, messageField, openChatAbout } from "./support/chat";
import { expect, test, uniqueWord } from "./support/fixtures";
import {
  buyWithCard,
  confirmHandOver,
  confirmReceipt,
  openPaymentPage,
  salePanel,
  saleTimersDue,
} from "./support/sales";

/**
 * What the sale process changed for people: a paid sale's chat stays open between its two
 * parties, a listing whose sale ended unsold can be deleted while one with an open sale offers no
 * Delete, and a buyer's lone Confirm Purchase leaves the item on sale for others until the seller
 * agrees (or declines).
 */

test("after a card payment the buyer and the seller still write to each other, while another buyer's chat turns read-only and the item shows reserved", async ({
  seller,
  buyer,
  listing,
  chat,
}) => {
  test.slow();
  const anna = await seller({ displayName: "Anna Paid" });
  const ben = await buyer({ displayName: "Ben Paid" });
  const other = await buyer({ displayName: "Olli Late" });
  const title = `Linen shirt ${uniqueWord("Shirt")}`;
  const shirt = await listing({ seller: anna, title, priceCents: 2000 });
  const { id: chatId } = await chat({ buyer: ben, listing: shirt, messages: [{ from: ben, text: "Buying it!" }] });
  const { id: otherChatId } = await chat({ buyer: other, listing: shirt, messages: [{ from: other, text: "Hi!" }] });

  await buyWithCard(ben.page, shirt, "€20.00");

  await openChatAbout(ben, chatId);
  await openChatAbout(anna, chatId);
  await expect(salePanel(anna.page)).toContainText("The buyer has paid €20.00.");
  await expect(ben.page.getByText("This item has been sold")).toHaveCount(0);
  await messageField(ben.page).fill("When can I pick it up?");
  await ben.page.getByRole("button", { name: "Send" }).click();
  await expect(conversation(anna.page).getByText("When can I pick it up?")).toBeVisible();
  await messageField(anna.page).fill("Tomorrow at six, Kallio.");
  await anna.page.getByRole("button", { name: "Send" }).click();
  await expect(conversation(ben.page).getByText("Tomorrow at six, Kallio.")).toBeVisible();

  await openChatAbout(other, otherChatId);
  await expect(other.page.getByText("Reserved for another buyer").first()).toBeVisible();
  await expect(other.page.getByText("This item has been sold")).toHaveCount(0);
  await expect(messageField(other.page)).toBeDisabled();
  // Paid, not yet received: everyone else sees it reserved, on its page and on the seller's listings.
  await other.page.goto(`/product/${shirt.id}`);
  await expect(other.page.getByRole("button", { name: "Reserved" })).toBeDisabled();
  await expect(other.page.getByRole("status")).toContainText("This item is reserved");
  await other.page.goto(`/user/${anna.id}`);
  await expect(other.page.getByRole("article").filter({ hasText: title })).toContainText("Reserved");

  // The paid listing is part of a sale: its page offers the seller no Delete.
  await anna.page.goto(`/app/product/${shirt.id}`);
  await expect(anna.page.getByText("This is your listing")).toBeVisible();
  await expect(anna.page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
});

test("a listing whose checkout was cancelled can be deleted by its seller", async ({ seller, buyer, listing }) => {
  const anna = await seller();
  const ben = await buyer();
  const title = `Wool scarf ${uniqueWord("Scarf")}`;
  const scarf = await listing({ seller: anna, title, priceCents: 1500 });

  await openPaymentPage(ben.page, scarf, "€15.00");
  await ben.page.getByRole("button", { name: "Cancel and return to Kierto" }).click();
  await expect(ben.page.getByText("Payment cancelled")).toBeVisible();

  await anna.page.goto("/app/my-items");
  await anna.page.getByRole("button", { name: `Delete: ${title}` }).click();
  await anna.page
    .getByRole("alertdialog", { name: "Delete this listing?" })
    .getByRole("button", { name: "Delete listing" })
    .click();
  await expect(anna.page.getByText("Item deleted successfully")).toBeVisible();
  await expect(anna.page.getByRole("heading", { name: title })).toHaveCount(0);
});

test("a buyer's lone Confirm Purchase leaves the item for sale, and the seller may decline it", async ({
  seller,
  buyer,
  listing,
  chat,
}) => {
  const anna = await seller({ displayName: "Anna Asked" });
  const ben = await buyer({ displayName: "Ben Asks" });
  const other = await buyer();
  const boots = await listing({ seller: anna, priceCents: 3000 });
  const { id: chatId } = await chat({ buyer: ben, listing: boots, messages: [{ from: ben, text: "Cash?" }] });

  await openChatAbout(ben, chatId);
  await salePanel(ben.page).getByRole("button", { name: "Confirm Purchase" }).click();
  await ben.page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(salePanel(ben.page)).toContainText("It stays for sale to others until the seller confirms the sale.");

  // Another buyer may still buy it.
  await other.page.goto(`/product/${boots.id}`);
  await expect(other.page.getByRole("link", { name: "Buy Now" })).toBeVisible();

  await openChatAbout(anna, chatId);
  await expect(salePanel(anna.page).getByRole("button", { name: "Confirm Sale" })).toBeEnabled();
  await salePanel(anna.page).getByRole("button", { name: "Decline" }).click();
  await anna.page
    .getByRole("alertdialog", { name: "Decline the hand-over?" })
    .getByRole("button", { name: "Decline" })
    .click();
  await expect(anna.page.getByText("Hand-over declined")).toBeVisible();
  await expect(salePanel(ben.page).getByRole("button", { name: "Confirm Purchase" })).toBeEnabled();
});

test("a card sale: the seller confirms the hand-over, the money waits, and the buyer's Everything is OK completes it", async ({
  seller,
  buyer,
  listing,
  chat,
}) => {
  test.slow();
  const anna = await seller({ displayName: "Anna Held" });
  const ben = await buyer({ displayName: "Ben Held" });
  const title = `Denim jacket ${uniqueWord("Jacket")}`;
  const jacket = await listing({ seller: anna, title, priceCents: 4000 });
  const { id: chatId } = await chat({ buyer: ben, listing: jacket, messages: [{ from: ben, text: "Paying now." }] });

  await buyWithCard(ben.page, jacket, "€40.00");

  await openChatAbout(anna, chatId);
  await openChatAbout(ben, chatId);
  await expect(salePanel(anna.page)).toContainText("The money is held for you until the buyer confirms receipt.");
  await expect(salePanel(ben.page)).toContainText("The seller is paid when you confirm");
  await confirmHandOver(anna.page);
  await expect(salePanel(anna.page)).toContainText(
    "The buyer's payment of €40.00 is pending until they confirm receipt",
  );
  // The seller can no longer cancel: the item is in the buyer's hands.
  await expect(salePanel(anna.page).getByRole("button", { name: "Cancel sale" })).toHaveCount(0);

  await expect(salePanel(ben.page)).toContainText("Anna Held says they handed the item over.");
  await confirmReceipt(ben.page);
  await expect(salePanel(anna.page).getByRole("button", { name: "Sold" })).toBeDisabled();
  await ben.page.goto(`/product/${jacket.id}`);
  await expect(ben.page.getByText("This item has been sold")).toBeVisible();
});

test("a handed-over card sale the buyer never confirms completes on its own after 48 hours", async ({
  seller,
  buyer,
  listing,
  chat,
  baseURL,
}) => {
  test.slow();
  const anna = await seller({ displayName: "Anna Timer" });
  const ben = await buyer({ displayName: "Ben Timer" });
  const boots = await listing({ seller: anna, priceCents: 2500 });
  const { id: chatId } = await chat({ buyer: ben, listing: boots, messages: [{ from: ben, text: "Mine!" }] });

  await buyWithCard(ben.page, boots, "€25.00");
  await openChatAbout(anna, chatId);
  await confirmHandOver(anna.page);
  await openChatAbout(ben, chatId);
  await expect(salePanel(ben.page).getByRole("button", { name: "Everything is OK" })).toBeEnabled();

  // The test clock: 48 hours pass and the sale timers run; both chats follow live.
  await saleTimersDue(baseURL as string, anna, chatId);
  await expect(salePanel(ben.page).getByRole("button", { name: "Sold" })).toBeDisabled();
  await expect(salePanel(anna.page).getByRole("button", { name: "Sold" })).toBeDisabled();
  await expect(salePanel(anna.page)).toContainText("Sale completed.");
});
