import { seriousViolations } from "./support/axe";
import { expect, test, uniqueWord } from "./support/fixtures";
import { CARD_OK, openCheckout, payWithCard, purchase } from "./support/sales";

/** The local provider settles after 3 s and the jobs are polled every 2 s. */
const SETTLED = { timeout: 20_000 };

test("a parcel from Helsinki to an Oulu locker: the seller's sending code, tracking to delivered, Everything is OK pays the seller", async ({
  seller,
  buyer,
  listing,
  baseURL,
}) => {
  // Two people, a payment, a shipment job and three carrier steps: longer than one page's journey.
  test.slow();
  const anna = await seller({ displayName: "Anna Helsinki", city: "Helsinki" });
  const title = `Wool scarf ${uniqueWord("Scarf")}`;
  const scarf = await listing({ seller: anna, title, priceCents: 3000, deliveryMethod: "shipping" });
  const ben = await buyer({ displayName: "Ben Oulu", city: "Oulu" });

  // The buyer picks a locker in Oulu and pays by card: the price and the postage.
  await openCheckout(ben.page, scarf);
  const delivery = ben.page.getByRole("region", { name: "Delivery method" });
  await delivery.getByLabel("Postcode or address").fill("90100");
  await delivery.getByLabel("Postcode or address").press("Enter");
  await delivery
    .getByRole("radio", { name: /Posti · Parcel locker/ })
    .first()
    .check();
  await purchase(ben.page, "€34.99");
  await payWithCard(ben.page, CARD_OK);
  await expect(ben.page.getByRole("heading", { level: 1, name: "Payment successful!" })).toBeVisible(SETTLED);

  // What's next says the seller sends a parcel, never that the two agree a hand-over.
  const next = ben.page.getByRole("region", { name: "What's Next" });
  await expect(next).toContainText("The seller sends the parcel");
  await expect(next).toContainText("They send the item to the pickup point you chose within the sending deadline.");
  await expect(next).toContainText("the sale completes 48 hours after delivery");
  await expect(next).not.toContainText("hand-over");

  // The bell tells the buyer what they paid in all (price and postage) and that the item is shipped.
  await ben.page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(
    ben.page.getByText(
      `Your payment of €34.99 for "${title}" went through. The seller sends it to your pickup point, and you are told when the parcel is on its way.`,
    ),
  ).toBeVisible(SETTLED);
  await ben.page.keyboard.press("Escape");

  // The seller opens the sale from My Items and finds the sending code once the shipment exists.
  await anna.page.goto("/app/my-items?tab=pending");
  await anna.page.getByRole("link").filter({ hasText: title }).click();
  await expect(anna.page).toHaveURL(/\/app\/sales\/[0-9a-f-]{36}$/);
  const saleId = anna.page.url().split("/").at(-1) ?? "";
  const sendingCode = anna.page.getByTestId("sending-code");
  await expect(async () => {
    await anna.page.reload();
    await expect(sendingCode).toBeVisible({ timeout: 1000 });
  }).toPass(SETTLED);
  await expect(anna.page.getByRole("region", { name: "Payment" })).toContainText("€28.50");
  expect(await seriousViolations(anna.page)).toEqual([]);

  // The buyer's page shows the locker and no sending code.
  await ben.page.goto(`/app/sales/${saleId}`);
  await expect(ben.page.getByRole("region", { name: "Delivery" })).toContainText("Oulu");
  await expect(ben.page.getByTestId("sending-code")).toHaveCount(0);

  // The parcel travels: dropped off, in transit, at the locker (the development endpoint stands in for the carrier).
  const tracking = await (await anna.request.get(`/api/sales/${saleId}`)).json();
  const code = tracking.sale.delivery.shipment.trackingCode as string;
  const advance = async () => {
    const moved = await fetch(`${baseURL}/api/dev/shipping/shipments/${code}/advance`, {
      method: "POST",
      headers: { origin: baseURL ?? "" },
    });
    expect(moved.status, await moved.text()).toBe(200);
  };

  // Once the carrier has collected it, the seller's drop-off instructions give way to the tracking.
  await advance();
  await expect(async () => {
    await anna.page.reload();
    await expect(anna.page.getByRole("list", { name: "Tracking" })).toContainText("Collected from the seller", {
      timeout: 1000,
    });
  }).toPass(SETTLED);
  await expect(sendingCode).toHaveCount(0);
  await expect(anna.page.getByRole("link", { name: /Print label/ })).toHaveCount(0);
  await expect(anna.page.getByText(/when you drop off the parcel/)).toHaveCount(0);

  await advance();
  await advance();
  const timeline = ben.page.getByRole("list", { name: "Tracking" });
  await expect(async () => {
    await ben.page.reload();
    await expect(timeline).toContainText("Arrived at the pickup point", { timeout: 1000 });
  }).toPass(SETTLED);
  await expect(timeline).toContainText("Collected from the seller");
  await expect(ben.page.getByText(/The sale completes automatically on/)).toBeVisible();
  // The next step tells of a parcel at the pickup point, 48 hours from delivery, not of a hand-over.
  const nextStep = ben.page.getByRole("region", { name: "Next step" });
  await expect(nextStep).toContainText("Your parcel is at your pickup point.");
  await expect(nextStep).toContainText("automatically 48 hours after delivery");
  await expect(nextStep).not.toContainText("handed the item over");
  expect(await seriousViolations(ben.page)).toEqual([]);

  // Everything is OK: the sale completes and the seller's share is available in the wallet.
  await ben.page.getByRole("button", { name: "Everything is OK", exact: true }).click();
  await expect(ben.page.getByText("Completed", { exact: true })).toBeVisible(SETTLED);
  await anna.page.goto("/app/wallet");
  await expect(
    anna.page.getByRole("region", { name: "Balances" }).getByText("Available", { exact: true }).locator(".."),
  ).toContainText("€28.50");
});

test("a seller who never ships: more time is asked and granted, the deadline passes (test clock), the buyer is refunded and the item is on sale again", async ({
  seller,
  buyer,
  listing,
  baseURL,
}) => {
  test.slow();
  const anna = await seller({ displayName: "Anna Late", city: "Helsinki" });
  const title = `Rain jacket ${uniqueWord("Late")}`;
  const jacket = await listing({ seller: anna, title, priceCents: 3000, deliveryMethod: "shipping" });
  const ben = await buyer({ displayName: "Ben Waiting", city: "Oulu" });

  await openCheckout(ben.page, jacket);
  const delivery = ben.page.getByRole("region", { name: "Delivery method" });
  await delivery.getByLabel("Postcode or address").fill("90100");
  await delivery.getByLabel("Postcode or address").press("Enter");
  await delivery
    .getByRole("radio", { name: /Posti · Parcel locker/ })
    .first()
    .check();
  await purchase(ben.page, "€34.99");
  await payWithCard(ben.page, CARD_OK);
  await expect(ben.page.getByRole("heading", { level: 1, name: "Payment successful!" })).toBeVisible(SETTLED);

  // The seller's order page names the deadline; they ask for more time, and the buyer gives three days.
  await anna.page.goto("/app/my-items?tab=pending");
  await anna.page.getByRole("link").filter({ hasText: title }).click();
  await expect(anna.page).toHaveURL(/\/app\/sales\/[0-9a-f-]{36}$/);
  const saleId = anna.page.url().split("/").at(-1) ?? "";
  const deadline = (page: typeof anna.page) => page.getByRole("region", { name: "Shipping deadline" });
  await expect(deadline(anna.page)).toContainText("The parcel must be handed to the carrier by the end of");
  await deadline(anna.page).getByRole("button", { name: "Ask the buyer for more time" }).click();
  await expect(deadline(anna.page)).toContainText("The seller asked for more time to ship.");

  await ben.page.goto(`/app/sales/${saleId}`);
  await deadline(ben.page).getByRole("button", { name: "Give 3 more working days" }).click();
  await expect(deadline(ben.page)).toContainText("The buyer gave 3 more working days.");

  // The deadline passes with the parcel never handed over: the timers cancel the sale and refund the buyer.
  const due = await fetch(`${baseURL}/api/dev/test-data/sales/${saleId}/timers-due`, { method: "POST" });
  expect(due.status, await due.text()).toBe(200);
  for (const page of [ben.page, anna.page]) {
    await page.goto(`/app/sales/${saleId}`);
    await expect(page.getByText("Refunded", { exact: true }).first()).toBeVisible(SETTLED);
  }
  await ben.page.goto(`/product/${jacket.id}`);
  await expect(ben.page.getByRole("link", { name: "Buy Now", exact: true })).toBeVisible();
});
