import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { expect, test, uniqueWord } from "./support/fixtures";
import { CARD_OK, openCheckout, payWithCard, purchase } from "./support/sales";

/**
 * The local provider settles after 3 s and the jobs are polled every 2 s; a journey here waits on
 * three jobs (the shipment, the return parcel, the refund), each on a page that is reloaded to see it.
 */
const SETTLED = { timeout: 40_000 };

/** Moves a parcel of the local carrier `steps` times (the development endpoint stands in for the carrier). */
async function advance(baseURL: string | undefined, trackingCode: string, steps: number) {
  for (let step = 0; step < steps; step += 1) {
    const moved = await fetch(`${baseURL}/api/dev/shipping/shipments/${trackingCode}/advance`, {
      method: "POST",
      headers: { origin: baseURL ?? "" },
    });
    expect(moved.status, await moved.text()).toBe(200);
  }
}

/** Reloads until `check` passes: the jobs and the carrier move the sale between page loads. */
async function eventually(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass(SETTLED);
}

type Fixtures = Pick<Parameters<Parameters<typeof test>[2]>[0], "seller" | "buyer" | "listing" | "baseURL">;

/** A card sale of a shipped item, paid, carried to the buyer's locker: the confirmation window runs. */
async function deliveredParcel({ seller, buyer, listing, baseURL }: Fixtures, word: string) {
  const anna = await seller({ displayName: `Anna ${word}`, city: "Helsinki" });
  const title = `Linen shirt ${uniqueWord(word)}`;
  const shirt = await listing({ seller: anna, title, priceCents: 3000, deliveryMethod: "shipping" });
  const ben = await buyer({ displayName: `Ben ${word}`, city: "Oulu" });
  await openCheckout(ben.page, shirt);
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
  await anna.page.goto("/app/my-items?tab=pending");
  await anna.page.getByRole("link").filter({ hasText: title }).click();
  await expect(anna.page).toHaveURL(/\/app\/sales\/[0-9a-f-]{36}$/);
  const saleId = anna.page.url().split("/").at(-1) ?? "";
  await eventually(anna.page, () => expect(anna.page.getByTestId("sending-code")).toBeVisible({ timeout: 1000 }));
  const sale = await (await anna.request.get(`/api/sales/${saleId}`)).json();
  await advance(baseURL, sale.sale.delivery.shipment.trackingCode as string, 3);
  await ben.page.goto(`/app/sales/${saleId}`);
  await eventually(ben.page, () =>
    expect(ben.page.getByRole("button", { name: "Report a problem", exact: true })).toBeVisible({ timeout: 1000 }),
  );
  return { anna, ben, saleId };
}

async function reportNotAsDescribed(page: Page) {
  const panel = page.getByRole("region", { name: "Problem with the order" });
  await panel.getByRole("button", { name: "Report a problem", exact: true }).click();
  await panel.getByLabel("What is wrong").selectOption({ label: "Not as described" });
  await panel
    .getByLabel("Describe the problem")
    .fill("The listing said no stains; there is a large stain on the back.");
  await panel.getByRole("button", { name: "Send the report", exact: true }).click();
  await expect(panel.getByTestId("case-state")).toHaveText("Problem reported: waiting for the seller");
  return panel;
}

test("not as described: the seller accepts a return, the buyer drops it off, the return reaches the seller and the buyer is refunded", async ({
  seller,
  buyer,
  listing,
  baseURL,
}) => {
  // Two people, a payment and the carrier twice (the parcel there, the return back), each waiting on jobs.
  test.setTimeout(240_000);
  const fixtures = { seller, buyer, listing, baseURL };
  const { anna, ben, saleId } = await deliveredParcel(fixtures, "Return");
  await reportNotAsDescribed(ben.page);
  expect(await seriousViolations(ben.page)).toEqual([]);

  await anna.page.goto(`/app/sales/${saleId}`);
  const sellerPanel = anna.page.getByRole("region", { name: "Problem with the order" });
  await expect(sellerPanel).toContainText("The listing said no stains");
  await sellerPanel.getByRole("button", { name: "Accept a return (full refund)", exact: true }).click();
  await expect(sellerPanel.getByTestId("case-state")).toHaveText(
    "Return accepted: waiting for the item to be sent back",
  );

  // The buyer gets the return's sending code once the carrier created the parcel (a job).
  await ben.page.goto(`/app/sales/${saleId}`);
  await eventually(ben.page, () => expect(ben.page.getByTestId("return-sending-code")).toBeVisible({ timeout: 1000 }));
  expect(await seriousViolations(ben.page)).toEqual([]);
  const found = await (await ben.request.get(`/api/sales/${saleId}/case`)).json();
  await advance(fixtures.baseURL, found.returnTrackingCode as string, 3);

  // The return reached the seller's pickup point: the buyer is refunded in full and the sale is over.
  await ben.page.goto(`/app/sales/${saleId}`);
  await eventually(ben.page, () =>
    expect(ben.page.getByTestId("case-state")).toHaveText("Refunded in full", { timeout: 1000 }),
  );
  await expect(ben.page.getByText("Refunded", { exact: true }).first()).toBeVisible();
  await anna.page.goto(`/app/sales/${saleId}`);
  await expect(anna.page.getByText("Refunded", { exact: true }).first()).toBeVisible(SETTLED);
});

test("a partial refund the buyer accepts: the buyer keeps the item and the seller is paid the rest", async ({
  seller,
  buyer,
  listing,
  baseURL,
}) => {
  test.slow();
  const fixtures = { seller, buyer, listing, baseURL };
  const { anna, ben, saleId } = await deliveredParcel(fixtures, "Partial");
  // The contact form's dispute category points the buyer to the sale's own report.
  await ben.page.goto("/contact");
  await ben.page.getByLabel("Category").selectOption("dispute");
  const shortcut = ben.page.getByRole("region", { name: "Is it about one of your purchases?" });
  await shortcut.getByRole("link", { name: /^Report a problem with "Linen shirt/ }).click();
  await expect(ben.page).toHaveURL(new RegExp(`/app/sales/${saleId}#report$`));
  await reportNotAsDescribed(ben.page);

  await anna.page.goto(`/app/sales/${saleId}`);
  const sellerPanel = anna.page.getByRole("region", { name: "Problem with the order" });
  await sellerPanel.getByRole("button", { name: "Offer a partial refund", exact: true }).click();
  await sellerPanel.getByLabel("Refund amount (€)").fill("10");
  await sellerPanel.getByRole("button", { name: "Send the offer", exact: true }).click();
  await expect(sellerPanel.getByTestId("case-state")).toHaveText("The seller offered a partial refund");

  await ben.page.goto(`/app/sales/${saleId}`);
  const buyerPanel = ben.page.getByRole("region", { name: "Problem with the order" });
  await expect(buyerPanel).toContainText("€10.00");
  await buyerPanel.getByRole("button", { name: "Accept the partial refund", exact: true }).click();
  await expect(buyerPanel.getByTestId("case-state")).toHaveText("Partly refunded");
  await expect(ben.page.getByText("Completed", { exact: true }).first()).toBeVisible(SETTLED);

  // The seller's share of the €20 the buyer kept paying (5 % commission: €19.00) is available at once.
  await anna.page.goto("/app/wallet");
  await expect(
    anna.page.getByRole("region", { name: "Balances" }).getByText("Available", { exact: true }).locator(".."),
  ).toContainText("€19.00");
});

test("contested: a moderator refunds the buyer with a statement of reasons that both parties read", async ({
  seller,
  buyer,
  moderator,
  listing,
  baseURL,
}) => {
  test.slow();
  const fixtures = { seller, buyer, listing, baseURL };
  const { anna, ben, saleId } = await deliveredParcel(fixtures, "Contest");
  await reportNotAsDescribed(ben.page);

  await anna.page.goto(`/app/sales/${saleId}`);
  const sellerPanel = anna.page.getByRole("region", { name: "Problem with the order" });
  await sellerPanel.getByRole("button", { name: "Contest", exact: true }).click();
  await sellerPanel.getByLabel("Your account of what happened").fill("It left here clean; I checked it twice.");
  await sellerPanel.getByRole("button", { name: "Send", exact: true }).click();
  await expect(sellerPanel.getByTestId("case-state")).toHaveText("The seller contested: our moderators decide");

  const mia = await moderator();
  await mia.page.goto("/app/moderation");
  const queue = mia.page.getByRole("region", { name: "Problem cases" });
  const item = queue.getByRole("article").filter({ hasText: "It left here clean" });
  await expect(item).toContainText("The listing said no stains");
  await item.getByRole("radio", { name: "Refund the buyer in full" }).check();
  await item.getByRole("button", { name: /^Decide/ }).click();
  await expect(item.getByText("Write the reasons for the decision.")).toBeVisible();
  const reasons = "The buyer's photo shows the stain; the listing said there were none.";
  await item.getByLabel("Statement of reasons").fill(reasons);
  expect(await seriousViolations(mia.page)).toEqual([]);
  await item.getByRole("button", { name: /^Decide/ }).click();
  await expect(mia.page.getByText("The case is decided; both parties were told.")).toBeVisible();
  await expect(item).toHaveCount(0);

  for (const party of [ben, anna]) {
    await party.page.goto(`/app/sales/${saleId}`);
    const panel = party.page.getByRole("region", { name: "Problem with the order" });
    await expect(panel.getByTestId("case-state")).toHaveText("Refunded in full");
    await expect(panel.getByTestId("case-decision")).toHaveText(reasons);
  }
  await expect(ben.page.getByText("Refunded", { exact: true }).first()).toBeVisible(SETTLED);
});
