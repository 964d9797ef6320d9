import { seriousViolations } from "./support/axe";
import { expect, test, uniqueWord } from "./support/fixtures";
import { CARD_OK, payWithCard } from "./support/sales";

/** The local provider settles after 3 s and the jobs are polled every 2 s. */
const SETTLED = { timeout: 20_000 };

test("a bundle of three: the seller's tiers, 10 % off, one payment, one parcel, and the seller paid the discounted price less 5 %", async ({
  seller,
  buyer,
  listing,
  baseURL,
}) => {
  test.slow();
  const anna = await seller({ displayName: "Anna Bundles", city: "Helsinki" });
  const word = uniqueWord("Bundle");
  const titles = [`Linen shirt ${word}`, `Denim skirt ${word}`, `Wool cardigan ${word}`];
  const prices = [2000, 3000, 5000];
  for (const [i, title] of titles.entries()) {
    await listing({ seller: anna, title, priceCents: prices[i] ?? 0, deliveryMethod: "shipping" });
  }

  // The seller sets two tiers in Settings: 2 items 5 %, 3 items 10 %. Nothing is editable until the
  // stored tiers have come, or their arrival would wipe the rows added meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await anna.page.route("**/api/me/bundle-tiers", async (route) => {
    await held;
    await route.continue();
  });
  await anna.page.goto("/app/settings");
  const section = anna.page.getByRole("region", { name: "Bundle discounts" });
  await expect(section.getByRole("status")).toHaveText("Loading...");
  await expect(section.getByRole("button", { name: "Add a tier" })).toHaveCount(0);
  release();
  const tiers = anna.page.getByRole("form", { name: "Bundle discounts" });
  await tiers.getByRole("button", { name: "Add a tier" }).click();
  await tiers.getByRole("button", { name: "Add a tier" }).click();
  const second = tiers.getByRole("group", { name: "Tier 2" });
  await second.getByLabel("Minimum items").fill("3");
  await second.getByLabel("Discount (%)").fill("10");
  await tiers.getByRole("button", { name: "Save bundle discounts" }).click();
  await expect(anna.page.getByText("Bundle discounts saved")).toBeVisible();

  // The buyer finds the tiers on the seller's page and adds the three items.
  const ben = await buyer({ displayName: "Ben Bundles", city: "Oulu" });
  await ben.page.goto(`/user/${anna.id}`);
  await expect(ben.page.getByRole("region", { name: "Bundle discounts" })).toContainText("3+ items: 10% off");
  for (const title of titles) {
    const card = ben.page.getByRole("listitem").filter({ hasText: title });
    await card.getByRole("button", { name: "Add to bundle" }).click();
    await expect(card.getByRole("link", { name: /View bundle/ })).toBeVisible();
  }
  await ben.page.getByRole("link", { name: "View bundle (3)" }).first().click();
  await expect(ben.page).toHaveURL(`/app/bundles/${anna.id}`);
  const summary = ben.page.getByTestId("bundle-summary");
  await expect(summary).toContainText("€100.00");
  await expect(summary).toContainText("Bundle discount (10%)");
  await expect(summary).toContainText("−€10.00");

  // One parcel to a locker: the items after the discount and one postage, paid once.
  const delivery = ben.page.getByRole("region", { name: "Delivery method" });
  await delivery.getByLabel("Postcode or address").fill("90100");
  await delivery.getByLabel("Postcode or address").press("Enter");
  await delivery
    .getByRole("radio", { name: /Posti · Parcel locker/ })
    .first()
    .check();
  expect(await seriousViolations(ben.page)).toEqual([]);
  await ben.page.getByRole("button", { name: "Pay €94.99" }).click();
  await expect(ben.page).toHaveURL(/\/pay\/[^/]+$/);
  await payWithCard(ben.page, CARD_OK);
  await expect(ben.page.getByRole("heading", { level: 1, name: "Payment successful!" })).toBeVisible(SETTLED);

  // The seller's sale lists the three items and waits for one parcel.
  await anna.page.goto("/app/my-items?tab=pending");
  await anna.page.getByRole("link").filter({ hasText: "Bundle of 3 items" }).click();
  await expect(anna.page).toHaveURL(/\/app\/sales\/[0-9a-f-]{36}$/);
  const saleId = anna.page.url().split("/").at(-1) ?? "";
  for (const title of titles)
    await expect(anna.page.getByRole("list", { name: "Bundle of 3 items" })).toContainText(title);
  await expect(async () => {
    await anna.page.reload();
    await expect(anna.page.getByTestId("sending-code")).toBeVisible({ timeout: 1000 });
  }).toPass(SETTLED);
  await expect(anna.page.getByRole("region", { name: "Payment" })).toContainText("€85.50");

  // The one parcel travels to the locker.
  const tracking = await (await anna.request.get(`/api/sales/${saleId}`)).json();
  const code = tracking.sale.delivery.shipment.trackingCode as string;
  for (let step = 0; step < 3; step += 1) {
    const moved = await fetch(`${baseURL}/api/dev/shipping/shipments/${code}/advance`, {
      method: "POST",
      headers: { origin: baseURL ?? "" },
    });
    expect(moved.status, await moved.text()).toBe(200);
  }
  await ben.page.goto(`/app/sales/${saleId}`);
  await expect(async () => {
    await ben.page.reload();
    await expect(ben.page.getByRole("list", { name: "Tracking" })).toContainText("Arrived at the pickup point", {
      timeout: 1000,
    });
  }).toPass(SETTLED);

  // The buyer confirms receipt once; the seller's balance is €90.00 less 5 %.
  await ben.page.getByRole("button", { name: "Everything is OK", exact: true }).click();
  await expect(ben.page.getByText("Completed", { exact: true })).toBeVisible(SETTLED);
  await anna.page.goto("/app/wallet");
  await expect(
    anna.page.getByRole("region", { name: "Balances" }).getByText("Available", { exact: true }).locator(".."),
  ).toContainText("€85.50");
});

test("an offer on a bundle's total: the seller accepts it in the chat, the buyer pays it, and the seller is owed it less 5 %", async ({
  seller,
  buyer,
  listing,
}) => {
  test.slow();
  const anna = await seller({ displayName: "Anna Bundle Offers" });
  const word = uniqueWord("Offer");
  const titles = [`Wool coat ${word}`, `Silk scarf ${word}`];
  await listing({ seller: anna, title: titles[0], priceCents: 5000, deliveryMethod: "hand_delivery" });
  await listing({ seller: anna, title: titles[1], priceCents: 3000, deliveryMethod: "hand_delivery" });
  // One tier: two items, 10 % off, so the bundle costs €72.00 before any offer.
  await anna.page.goto("/app/settings");
  const tiers = anna.page.getByRole("form", { name: "Bundle discounts" });
  await tiers.getByRole("button", { name: "Add a tier" }).click();
  const first = tiers.getByRole("group", { name: "Tier 1" });
  await first.getByLabel("Minimum items").fill("2");
  await first.getByLabel("Discount (%)").fill("10");
  await tiers.getByRole("button", { name: "Save bundle discounts" }).click();
  await expect(anna.page.getByText("Bundle discounts saved")).toBeVisible();

  // The buyer gathers both items and offers €60.00 for them from the bundle page.
  const ben = await buyer({ displayName: "Ben Bundle Offers" });
  await ben.page.goto(`/user/${anna.id}`);
  for (const title of titles) {
    const card = ben.page.getByRole("listitem").filter({ hasText: title });
    await card.getByRole("button", { name: "Add to bundle" }).click();
    await expect(card.getByRole("link", { name: /View bundle/ })).toBeVisible();
  }
  await ben.page.goto(`/app/bundles/${anna.id}`);
  await expect(ben.page.getByTestId("bundle-summary")).toContainText("€72.00");
  await ben.page.getByRole("button", { name: "Make an offer on the bundle" }).click();
  await expect(ben.page.getByText(/at least €43\.20, below €72\.00/)).toBeVisible();
  expect(await seriousViolations(ben.page)).toEqual([]);
  await ben.page.getByLabel("Your offer for the items (€)").fill("60");
  await ben.page.getByRole("button", { name: "Send offer" }).click();
  await expect(ben.page.getByRole("status").filter({ hasText: "Your offer of €60.00 waits" })).toBeVisible();

  // The seller finds it in the chat with the buyer, a card listing both items, and accepts.
  await anna.page.goto("/app/chats");
  await anna.page.getByRole("link").filter({ hasText: "Ben Bundle Offers" }).first().click();
  const offers = anna.page.getByRole("region", { name: "Offers" });
  await expect(offers.getByText("Bundle price €72.00")).toBeVisible();
  for (const title of titles)
    await expect(offers.getByRole("list", { name: "Items in this offer" })).toContainText(title);
  expect(await seriousViolations(anna.page)).toEqual([]);
  await offers.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(offers.getByText(/Accepted/).first()).toBeVisible();

  // The buyer's bundle page shows it live; they pay the agreed total, and Payment Successful names the whole bundle.
  await expect(ben.page.getByRole("status").filter({ hasText: "The seller accepted €60.00" })).toBeVisible();
  await expect(ben.page.getByTestId("bundle-summary")).toContainText("Agreed price for the items");
  await ben.page.getByRole("button", { name: "Pay €60.00" }).click();
  await expect(ben.page).toHaveURL(/\/pay\/[^/]+$/);
  await expect(ben.page.getByText(/and 1 more item/)).toBeVisible();
  await payWithCard(ben.page, CARD_OK);
  await expect(ben.page.getByRole("heading", { level: 1, name: "Payment successful!" })).toBeVisible(SETTLED);
  await expect(ben.page.getByText(/and 1 more item/)).toBeVisible(SETTLED);

  await anna.page.goto("/app/wallet");
  await expect(
    anna.page.getByRole("region", { name: "Balances" }).getByText("Pending", { exact: true }).locator(".."),
  ).toContainText("€57.00", SETTLED);
});
