import { conversation, messageField, openChatAbout } from "./support/chat";
import { expect, test, uniqueWord } from "./support/fixtures";
import { findBySearch, listWithPhoto } from "./support/listings";
import {
  CARD_OK,
  completeHandOver,
  confirmHandOver,
  confirmReceipt,
  openCheckout,
  payWithCard,
  purchase,
  reviewFromProfile,
  salePanel,
} from "./support/sales";
import { paymentTexts, webTexts } from "./support/texts";

/**
 * The product in Swedish, Finland's second official language (issue 14): listing a jumper with a
 * photo, finding it by its plural, asking in the chat, paying on the local payment page, the
 * seller's confirmation and a review, each step a test that makes what the earlier ones would
 * have left with the fixtures. Every browser reads Swedish (sv-FI); the texts come from the
 * Swedish catalogues, the prices are written out in sv-FI format ('32,50 €'). Signing up through
 * the form is the Finnish journey's (finnish.spec.ts).
 */

const t = webTexts.sv;

test("a seller lists a jumper with a photo in Swedish, and a buyer finds it by its plural", async ({
  seller,
  buyer,
}) => {
  const stina = await seller({ displayName: "Stina Säljare", language: "sv" });
  const word = uniqueWord("Yl");
  const title = `Ylletröja ${word}`;
  const card = await listWithPhoto(
    stina.page,
    { title, price: "32,50", category: "Tops", size: "S", condition: "Good" },
    "sv",
  );
  await expect(stina.page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(card.getByText("32,50 €")).toBeVisible();

  // 'ylletröjor' (jumpers) finds the 'ylletröja'.
  const bo = await buyer({ displayName: "Bo Köpare", language: "sv" });
  await bo.page.goto("/app");
  await expect(bo.page.getByText(t.listings.explore.greeting(bo.displayName))).toBeVisible();
  const results = await findBySearch(bo.page, `ylletröjor ${word}`, title, "sv");
  await expect(results).toContainText("32,50 €");
  await results.getByRole("heading", { name: title }).click();
  await expect(bo.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(bo.page.getByText(t.options.condition.Good).first()).toBeVisible();
});

test("a buyer asks about an item in the chat in Swedish, and the seller answers", async ({
  seller,
  buyer,
  listing,
}) => {
  const stina = await seller({ displayName: "Stina Säljare", language: "sv" });
  const jumper = await listing({ seller: stina, title: `Ylletröja ${uniqueWord("Yl")}`, priceCents: 3250 });
  const bo = await buyer({ displayName: "Bo Köpare", language: "sv" });

  await bo.page.goto(`/product/${jumper.id}`);
  await bo.page.getByRole("button", { name: t.listings.product.messageSeller }).click();
  await expect(bo.page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const chatId = new URL(bo.page.url()).pathname.split("/").pop() as string;
  const question = `Hej! Finns tröjan kvar? ${uniqueWord("")}`;
  await messageField(bo.page, "sv").fill(question);
  await messageField(bo.page, "sv").press("Enter");
  await expect(conversation(bo.page, "sv").getByText(question)).toBeVisible();

  await openChatAbout(stina, chatId, "sv");
  await expect(conversation(stina.page, "sv").getByText(question)).toBeVisible();
  const answer = `Ja, den finns kvar! ${uniqueWord("")}`;
  await messageField(stina.page, "sv").fill(answer);
  await stina.page.getByRole("button", { name: t.chats.composer.send, exact: true }).click();
  await expect(conversation(bo.page, "sv").getByText(answer)).toBeVisible();
});

test("a buyer pays by card on the Swedish payment page, the seller hands it over, and the buyer confirms receipt", async ({
  seller,
  buyer,
  listing,
  chat,
}) => {
  // Two people, a payment, a hand-over and a confirmation: longer than one page's journey.
  test.slow();
  const stina = await seller({ displayName: "Stina Säljare", language: "sv" });
  const jumper = await listing({ seller: stina, title: `Ylletröja ${uniqueWord("Yl")}`, priceCents: 3250 });
  const bo = await buyer({ displayName: "Bo Köpare", language: "sv" });
  const { id: chatId } = await chat({ buyer: bo, listing: jumper, messages: [{ from: bo, text: "Jag köper den!" }] });

  await openCheckout(bo.page, jumper, "sv");
  const summary = bo.page.getByRole("region", { name: t.payments.checkout.paymentSummary });
  await expect(summary).toContainText(t.payments.checkout.serviceFee(5));
  await expect(summary).toContainText("1,63 €");
  await purchase(bo.page, "32,50 €", "sv");
  await expect(bo.page.getByRole("button", { name: paymentTexts("sv").pay("32,50 €") })).toBeVisible();
  await payWithCard(bo.page, CARD_OK, "sv");
  await expect(bo.page.getByRole("heading", { level: 1, name: t.payments.success.title })).toBeVisible({
    timeout: 15_000,
  });

  await openChatAbout(stina, chatId, "sv");
  await expect(salePanel(stina.page, "sv")).toContainText(t.transactions.status.paid("32,50 €"));
  await confirmHandOver(stina.page, "sv");
  // The buyer has it and says so: the sale completes and the seller is paid.
  await openChatAbout(bo, chatId, "sv");
  await expect(salePanel(bo.page, "sv")).toContainText(t.transactions.status.deliveredBuyer(stina.displayName));
  await confirmReceipt(bo.page, "sv");
});

test("after the sale, the buyer reviews the seller in Swedish, and the review shows on the seller's page", async ({
  seller,
  buyer,
  listing,
  chat,
}) => {
  const stina = await seller({ displayName: "Stina Säljare", language: "sv" });
  const title = `Ylletröja ${uniqueWord("Yl")}`;
  const jumper = await listing({ seller: stina, title, priceCents: 3250 });
  const bo = await buyer({ displayName: "Bo Köpare", language: "sv" });
  const { id: chatId } = await chat({ buyer: bo, listing: jumper, messages: [{ from: bo, text: "Jag köper den!" }] });
  await completeHandOver(chatId, stina, bo);

  const comment = "Snabb och trevlig affär, tröjan var precis som beskrivet.";
  await reviewFromProfile(bo, { reviewed: stina, title, stars: 4, comment }, "sv");
  await bo.page.goto(`/user/${stina.id}`);
  await expect(bo.page.getByText(comment)).toBeVisible();
  // The rating's decimal is Swedish too: '4,0 av 5'.
  await expect(bo.page.getByText(t.sellers.rating("4,0", 1))).toBeAttached();
});
