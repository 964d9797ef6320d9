import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { expect, test, uniqueWord } from "./support/fixtures";
import { CARD_OK, openCheckout, payWithCard, purchase } from "./support/sales";

/**
 * The local provider settles after 3 s and the jobs are polled every 2 s; a journey here waits on
 * three jobs (the shipment, the return parcel, the refund), each on a page that is reloaded to see it.
 */
const SETTLED = { timeout: 40_000 };

/** The photo either party adds to the case as evidence. */
const evidencePhoto = fileURLToPath(new URL("./fixtures/wool-coat.jpg", import.meta.url));

/** Adds the photo with the case form's picker and waits until it is stored. */
async function attachPhoto(form: Locator) {
  await form.locator('input[type="file"]').setInputFiles(evidencePhoto);
  await expect(form.getByRole("img", { name: "Photo 1", exact: true })).toBeVisible();
  await expect(form.getByText("1 of 5 photos")).toBeVisible();
  await expect(form.getByText("Photo 1 is uploading")).toHaveCount(0, SETTLED);
  await expect(form.getByRole("button", { name: "Remove photo 1" })).toBeVisible();
}

/** Every evidence thumbnail in the list has been fetched and drawn: the viewer may see it. */
async function expectPhotosShown(list: Locator, count: number) {
  const images = list.getByRole("img");
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

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

/** A figure of the sale page's payment box, by its label. */
const paymentLine = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Payment" })
    .locator("dt", { hasText: label })
    .locator("xpath=following-sibling::dd[1]");

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

async function reportNotAsDescribed(page: Page, { withPhoto = false } = {}) {
  const panel = page.getByRole("region", { name: "Problem with the order" });
  await panel.getByRole("button", { name: "Report a problem", exact: true }).click();
  // The keyboard's place moves into the form, and on to the case once it is sent.
  await expect(panel.getByLabel("What is wrong")).toBeFocused();
  await panel.getByLabel("What is wrong").selectOption({ label: "Not as described" });
  await panel
    .getByLabel("Describe the problem")
    .fill("The listing said no stains; there is a large stain on the back.");
  if (withPhoto) {
    await attachPhoto(panel);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await panel.getByRole("button", { name: "Send the report", exact: true }).click();
  await expect(panel.getByTestId("case-state")).toHaveText("Problem reported: waiting for the seller");
  await expect(panel.getByRole("heading", { name: "Problem with the order" })).toBeFocused();
  await expect(page.getByRole("region", { name: "Next step" })).toContainText(
    "A problem was reported with this order. The money waits until the case is settled.",
  );
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
  // The sending code is the buyer's; the seller waits for the parcel.
  await expect(sellerPanel).toContainText("The buyer sends the item back by");
  await expect(sellerPanel.getByTestId("return-sending-code")).toHaveCount(0);
  await expect(sellerPanel.getByRole("button", { name: "I have received the item back" })).toHaveCount(0);

  // The buyer gets the return's sending code once the carrier created the parcel (a job).
  await ben.page.goto(`/app/sales/${saleId}`);
  await eventually(ben.page, () => expect(ben.page.getByTestId("return-sending-code")).toBeVisible({ timeout: 1000 }));
  // Not as described: the seller pays the return parcel, the same small Posti parcel as the way there.
  await expect(ben.page.getByRole("region", { name: "Problem with the order" })).toContainText(
    "The seller pays the return postage, €4.99, from their Kierto balance.",
  );
  expect(await seriousViolations(ben.page)).toEqual([]);
  const found = await (await ben.request.get(`/api/sales/${saleId}/case`)).json();
  await advance(fixtures.baseURL, found.returnTrackingCode as string, 3);

  // The return reached the seller's pickup point: the buyer is refunded in full and the sale is over.
  await ben.page.goto(`/app/sales/${saleId}`);
  await eventually(ben.page, () =>
    expect(ben.page.getByTestId("case-state")).toHaveText("Refunded in full", { timeout: 1000 }),
  );
  await expect(ben.page.getByText("Refunded", { exact: true }).first()).toBeVisible();
  // The whole payment, price and postage, goes back to the card; the return parcel is the seller's.
  await expect(ben.page.getByTestId("refunded-amount")).toHaveText("Refunded to the buyer's card: €34.99.");
  await expect(ben.page.getByTestId("return-postage")).toHaveText(
    "Return postage €4.99 was paid by the seller, from their Kierto balance.",
  );
  expect(await seriousViolations(ben.page)).toEqual([]);
  await anna.page.goto(`/app/sales/${saleId}`);
  await expect(anna.page.getByText("Refunded", { exact: true }).first()).toBeVisible(SETTLED);
  await expect(anna.page.getByTestId("return-postage")).toHaveText(
    "Return postage €4.99 was paid by the seller, from their Kierto balance.",
  );
  // Nothing of the sale is left for the seller but the return parcel they paid.
  await expect(paymentLine(anna.page, "The seller receives")).toHaveText("-€4.99");
  await expect(paymentLine(anna.page, "Refunded to the buyer's card")).toHaveText("€34.99");
  await anna.page.goto("/app/wallet");
  const postageLine = anna.page.getByRole("listitem").filter({ hasText: "Return postage of an item sent back to you" });
  await expect(postageLine).toContainText("−€4.99");
  expect(await seriousViolations(anna.page)).toEqual([]);
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
  const reported = await reportNotAsDescribed(ben.page);

  // Evidence may follow the report while the case is open.
  await reported.getByRole("button", { name: "Add more photos", exact: true }).click();
  const more = reported.getByRole("form", { name: "More photos" });
  await expect(more.getByRole("button", { name: "Add photos", exact: true })).toBeFocused();
  await more.getByRole("button", { name: "Add to the case", exact: true }).click();
  await expect(more.getByText("Choose at least one photo.")).toBeVisible();
  await attachPhoto(more);
  expect(await seriousViolations(ben.page)).toEqual([]);
  await more.getByRole("button", { name: "Add to the case", exact: true }).click();
  await expect(ben.page.getByText("Photos added to the case")).toBeVisible();
  await expectPhotosShown(reported.getByRole("list", { name: "The buyer's photos" }), 1);
  await expect(reported.getByRole("heading", { name: "Problem with the order" })).toBeFocused();

  // The seller is told of the new evidence, and the notice opens the sale's page.
  await anna.page.goto("/app");
  await anna.page.getByRole("button", { name: /^Notifications/ }).click();
  await anna.page.getByRole("button", { name: /The buyer added photos to the case/ }).click();
  await expect(anna.page).toHaveURL(`/app/sales/${saleId}`);
  const sellerPanel = anna.page.getByRole("region", { name: "Problem with the order" });
  await expectPhotosShown(sellerPanel.getByRole("list", { name: "The buyer's photos" }), 1);
  await sellerPanel.getByRole("button", { name: "Offer a partial refund", exact: true }).click();
  await sellerPanel.getByLabel("Refund amount (€)").fill("10");
  await sellerPanel.getByRole("button", { name: "Send the offer", exact: true }).click();
  await expect(sellerPanel.getByTestId("case-state")).toHaveText("The seller offered a partial refund");

  await ben.page.goto(`/app/sales/${saleId}`);
  const buyerPanel = ben.page.getByRole("region", { name: "Problem with the order" });
  await expect(buyerPanel).toContainText("€10.00");
  await buyerPanel.getByRole("button", { name: "Accept the partial refund", exact: true }).click();
  await expect(buyerPanel.getByTestId("case-state")).toHaveText("Partly refunded");
  await expect(buyerPanel.getByTestId("refunded-amount")).toHaveText("Refunded to the buyer's card: €10.00.");
  // An ended case takes no more evidence.
  await expect(buyerPanel.getByRole("button", { name: "Add more photos" })).toHaveCount(0);
  await expect(ben.page.getByText("Completed", { exact: true }).first()).toBeVisible(SETTLED);
  // The payment box follows the money: €10 back, and the seller's share of the €20 kept.
  await expect(paymentLine(ben.page, "Refunded to the buyer's card")).toHaveText("€10.00");
  await expect(paymentLine(ben.page, "The seller receives")).toHaveText("€19.00");

  // The seller's share of the €20 the buyer kept paying (5 % commission: €19.00) is available at once.
  await anna.page.goto("/app/wallet");
  await expect(
    anna.page.getByRole("region", { name: "Balances" }).getByText("Available", { exact: true }).locator(".."),
  ).toContainText("€19.00");
});

test("contested: a moderator decides with a statement of reasons both parties read that the item comes back, the buyer is refunded once it has; the seller appeals and a second moderator overturns it", async ({
  seller,
  buyer,
  moderator,
  listing,
  baseURL,
}) => {
  // A payment, the carrier twice and three moderators' steps, each waiting on jobs.
  test.setTimeout(300_000);
  const fixtures = { seller, buyer, listing, baseURL };
  const { anna, ben, saleId } = await deliveredParcel(fixtures, "Contest");
  // Both sides back their word with a photo, which only they and the moderators can open.
  const buyerPanel = await reportNotAsDescribed(ben.page, { withPhoto: true });
  await expectPhotosShown(buyerPanel.getByRole("list", { name: "The buyer's photos" }), 1);

  await anna.page.goto(`/app/sales/${saleId}`);
  const sellerPanel = anna.page.getByRole("region", { name: "Problem with the order" });
  await expectPhotosShown(sellerPanel.getByRole("list", { name: "The buyer's photos" }), 1);
  await sellerPanel.getByRole("button", { name: "Contest", exact: true }).click();
  await sellerPanel.getByLabel("Your account of what happened").fill("It left here clean; I checked it twice.");
  await attachPhoto(sellerPanel);
  expect(await seriousViolations(anna.page)).toEqual([]);
  await sellerPanel.getByRole("button", { name: "Send", exact: true }).click();
  await expect(sellerPanel.getByTestId("case-state")).toHaveText("The seller contested: our moderators decide");
  await expectPhotosShown(sellerPanel.getByRole("list", { name: "The seller's photos" }), 1);

  const mia = await moderator();
  await mia.page.goto("/app/moderation");
  const queue = mia.page.getByRole("region", { name: "Problem cases" });
  const item = queue.getByRole("article").filter({ hasText: "It left here clean" });
  await expect(item).toContainText("The listing said no stains");
  await expectPhotosShown(item.getByRole("list", { name: "The buyer's photos" }), 1);
  await expectPhotosShown(item.getByRole("list", { name: "The seller's photos" }), 1);
  await expect(item.getByRole("link", { name: "Photo 1, opens in full size" })).toHaveCount(2);
  // An item the buyer has comes back before a full refund; not as described, its parcel is the seller's.
  await expect(
    item.getByRole("radio", { name: "Refund the buyer in full once the item is back with the seller" }),
  ).toBeChecked();
  await expect(item.getByText("The return parcel costs €4.99.", { exact: false })).toBeVisible();
  await expect(item.getByRole("radio", { name: "The seller (from their Kierto balance)" })).toBeChecked();
  await item.getByRole("button", { name: /^Decide/ }).click();
  await expect(item.getByText("Write the reasons for the decision.")).toBeVisible();
  await expect(item.getByLabel("Statement of reasons")).toBeFocused();
  const reasons = "The buyer's photo shows the stain; the listing said there were none.";
  await item.getByLabel("Statement of reasons").fill(reasons);
  expect(await seriousViolations(mia.page)).toEqual([]);
  await item.getByRole("button", { name: /^Decide/ }).click();
  await expect(mia.page.getByText("The case is decided; both parties were told.")).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(queue.getByRole("heading", { name: "Problem cases" })).toBeFocused();

  for (const party of [anna, ben]) {
    await party.page.goto(`/app/sales/${saleId}`);
    const panel = party.page.getByRole("region", { name: "Problem with the order" });
    await expect(panel.getByTestId("case-state")).toHaveText(
      "Decided: the item goes back to the seller, then the buyer is refunded in full",
    );
    await expect(panel.getByTestId("case-decision")).toHaveText(reasons);
  }
  // Nothing is refunded before the item is back: the buyer sends it with the return's code.
  await eventually(ben.page, () => expect(ben.page.getByTestId("return-sending-code")).toBeVisible({ timeout: 1000 }));
  await expect(ben.page.getByText("Refunded", { exact: true })).toHaveCount(0);
  const found = await (await ben.request.get(`/api/sales/${saleId}/case`)).json();
  await advance(baseURL, found.returnTrackingCode as string, 3);
  await eventually(ben.page, () =>
    expect(ben.page.getByTestId("case-state")).toHaveText("Refunded in full", { timeout: 1000 }),
  );
  await expect(ben.page.getByTestId("case-decision")).toHaveText(reasons);
  await expect(ben.page.getByTestId("refunded-amount")).toHaveText("Refunded to the buyer's card: €34.99.");
  await anna.page.reload();
  await expect(anna.page.getByTestId("return-postage")).toHaveText(
    "Return postage €4.99 was paid by the seller, from their Kierto balance.",
  );

  // The seller appeals once; the moderator who decided may not answer it, a second one does.
  const sellerCase = anna.page.getByRole("region", { name: "Problem with the order" });
  await sellerCase.getByRole("button", { name: "Appeal", exact: true }).click();
  await sellerCase.getByLabel("Why the decision should change").fill("The stain is in the buyer's photo, not in mine.");
  await sellerCase.getByRole("button", { name: "Send the appeal", exact: true }).click();
  await expect(sellerCase.getByTestId("case-appeal-status")).toHaveText(
    "Your appeal is waiting for another moderator.",
  );
  await mia.page.reload();
  const appeals = mia.page.getByRole("region", { name: "Appeals of case decisions" });
  const appealed = appeals.getByRole("article").filter({ hasText: "not in mine" });
  await expect(appealed).toContainText("You took this decision");

  const noor = await moderator();
  await noor.page.goto("/app/moderation");
  const second = noor.page
    .getByRole("region", { name: "Appeals of case decisions" })
    .getByRole("article")
    .filter({ hasText: "not in mine" });
  // The second moderator weighs the same evidence, both sides' photos with it.
  await expectPhotosShown(second.getByRole("list", { name: "The buyer's photos" }), 1);
  await expectPhotosShown(second.getByRole("list", { name: "The seller's photos" }), 1);
  // The item is back with the seller: what the decision cost them is the return parcel they paid.
  await second.getByRole("radio", { name: "Overturn it: Kierto pays the appellant €4.99" }).check();
  await second.getByLabel("Explanation to the appellant").fill("The courier's photo shows the shirt clean.");
  expect(await seriousViolations(noor.page)).toEqual([]);
  await second.getByRole("button", { name: /^Decide the appeal/ }).click();
  await expect(noor.page.getByText("The appeal is decided; the appellant was told.")).toBeVisible();

  await anna.page.reload();
  await expect(sellerCase.getByTestId("case-appeal-status")).toHaveText(
    "Your appeal was upheld: we added €4.99 to your Kierto balance.",
  );
  await expect(sellerCase).toContainText("The courier's photo shows the shirt clean.");
});

test("a seller who lost three cases: the case queue warns, a moderator proposes their suspension with the record as its reason, and a second moderator suspends them", async ({
  seller,
  moderator,
  testData,
}) => {
  const anna = await seller({ displayName: `Anna ${uniqueWord("Lost")}` });
  const title = `Denim jacket ${uniqueWord("Lost")}`;
  await testData("lost-cases", { sellerId: anna.id, lost: 3, title });

  const mia = await moderator();
  await mia.page.goto("/app/moderation");
  const item = mia.page.getByRole("region", { name: "Problem cases" }).getByRole("article", { name: title });
  await expect(item.getByTestId("lost-cases-warning")).toContainText(`${anna.displayName} has lost 3 cases.`);
  expect(await seriousViolations(mia.page)).toEqual([]);
  await item.getByRole("button", { name: `Propose suspending ${anna.displayName}` }).click();

  // A suspension is a report another moderator resolves: the proposal is filed with the record as its text.
  const proposal = mia.page.getByRole("dialog", { name: `Propose suspending ${anna.displayName}` });
  await expect(proposal.getByLabel("Why (the report's text)")).toHaveValue(/^Lost 3 buyer-protection cases/);
  expect(await seriousViolations(mia.page)).toEqual([]);
  await proposal.getByRole("button", { name: "Send to the report queue" }).click();
  await expect(item.getByTestId("lost-cases-warning")).toContainText("another moderator decides the suspension");

  const noor = await moderator();
  await noor.page.goto("/app/moderation");
  const report = noor.page
    .getByRole("region", { name: "Reports" })
    .getByRole("listitem")
    .filter({ hasText: "Lost 3 buyer-protection cases" })
    .filter({ hasText: anna.displayName });
  await report.getByRole("button", { name: `Resolve the report about ${anna.displayName}` }).click();
  const dialog = noor.page.getByRole("dialog", { name: `Resolve the report about ${anna.displayName}` });
  await dialog.getByLabel("Action").selectOption("suspend_user");
  await dialog.getByLabel("Explanation (shown to the reported user)").fill("Three refunded cases in a row.");
  await dialog.getByRole("button", { name: "Resolve report" }).click();
  await expect(noor.page.getByText("Report resolved successfully")).toBeVisible();
  await noor.page.reload();
  const decided = noor.page.getByRole("region", { name: "Problem cases" }).getByRole("article", { name: title });
  await expect(decided).toBeVisible();
  await expect(decided.getByTestId("lost-cases-warning")).toHaveCount(0);
});
