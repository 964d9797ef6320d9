import { conversation, messageField, openChatAbout } from "./support/chat";
import { expect, test, uniqueWord } from "./support/fixtures";
import { CARD_OK, openPaymentPage, payWithCard, salePanel } from "./support/sales";

/**
 * What the sale process changed for people: a paid sale's chat stays open between its two
 * parties, a listing whose sale ended unsold can be deleted while one with an open sale offers no
 * Delete, and a buyer's lone Confirm Purchase leaves the item on sale for others until the seller
 * agrees (or declines).
 */

test("after a card payment the buyer and the seller still write to each other, while another buyer's chat turns read-only", async ({
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

  await openPaymentPage(ben.page, shirt, "€20.00");
  await payWithCard(ben.page, CARD_OK);
  await expect(ben.page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();

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
  await expect(other.page.getByText("This item has been sold").first()).toBeVisible();
  await expect(messageField(other.page)).toBeDisabled();

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
