import { seriousViolations } from "./support/axe";
import { expect, test, uniqueWord } from "./support/fixtures";

/**
 * docs/product-rules.md#payments Checkout and Payment success as pages: what they show, who may use them, and that
 * axe finds nothing serious on them. The purchases themselves are in sales.spec.ts.
 */

test("checkout shows the order, the seller, the delivery, the fee inside the price and the purchase button", async ({
  seller,
  buyer,
  listing,
}) => {
  const anna = await seller({ displayName: "Anna Checkout", city: "Tampere" });
  const title = `Linen shirt ${uniqueWord("Shirt")}`;
  const shirt = await listing({
    seller: anna,
    title,
    priceCents: 4000,
    size: "M",
    condition: "Like New",
    category: "Tops",
    deliveryMethod: "shipping",
  });
  const ben = await buyer();
  const page = ben.page;

  await page.goto(`/product/${shirt.id}`);
  await page.getByRole("link", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(`/checkout/${shirt.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

  const order = page.getByRole("region", { name: "Order summary" });
  await expect(order.getByText(title)).toBeVisible();
  await expect(order.getByRole("img", { name: title })).toBeVisible();
  await expect(order).toContainText("SizeM");
  await expect(order).toContainText("ConditionLike New");
  await expect(order).toContainText("CategoryTops");
  await expect(order).toContainText("€40.00");

  const sellerCard = page.getByRole("region", { name: "Seller" });
  await expect(sellerCard).toContainText("Anna Checkout");
  await expect(sellerCard).toContainText("Tampere");

  const delivery = page.getByRole("region", { name: "Delivery method" });
  await expect(delivery).toContainText("Shipping");
  await expect(delivery).toContainText("The postage is its own line in the summary, paid on top of the price");

  // docs/product-rules.md#limits: the 5% fee is shown, not added; before a pickup point, no postage yet.
  const summary = page.getByRole("region", { name: "Payment summary" });
  await expect(summary).toContainText("Item price€40.00");
  await expect(summary).toContainText("Service fee (5%)");
  await expect(summary).toContainText("€2.00");
  await expect(summary).toContainText("Total€40.00");
  await expect(page.getByText("Secure payment.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Purchase for €40.00" })).toBeDisabled();
  await expect(page.getByText("Choose a pickup point to continue.")).toBeVisible();

  // The buyer searches by postcode and picks a Posti-like locker from the list, by keyboard.
  await delivery.getByLabel("Postcode or address").fill("90100");
  await delivery.getByLabel("Postcode or address").press("Enter");
  const points = delivery.getByRole("group", { name: "Pickup points, nearest first" });
  const locker = points.getByRole("radio", { name: /Posti · Parcel locker · [\d.]+ km away/ }).first();
  await expect(locker).toBeVisible();
  await expect(points).toContainText("Oulu");
  await locker.check();
  await expect(summary).toContainText("Postage€4.99");
  await expect(summary).toContainText("Total€44.99");
  await expect(page.getByRole("button", { name: "Purchase for €44.99" })).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);

  // Back returns to the item.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(`/product/${shirt.id}`);
});

test("hand delivery says the buyer meets the seller and gets their contact details after purchase", async ({
  seller,
  listing,
  page,
}) => {
  const shoes = await listing({ seller: await seller(), deliveryMethod: "hand_delivery", priceCents: 2550 });
  await page.goto(`/browse/checkout/${shoes.id}`);
  const delivery = page.getByRole("region", { name: "Delivery method" });
  await expect(delivery).toContainText("Hand delivery");
  await expect(delivery).toContainText("You get their contact details after purchase.");
  await expect(page.getByRole("region", { name: "Payment summary" })).toContainText("€1.28");
});

test("a guest is asked to log in and comes back to the same checkout", async ({ seller, person, listing, page }) => {
  const coat = await listing({ seller: await seller(), priceCents: 9900 });
  const guest = await person({ signedIn: false });
  await page.goto(`/browse/checkout/${coat.id}`);
  await expect(page.getByRole("button", { name: /^Purchase for/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Log in to buy" }).click();
  await expect(page).toHaveURL("/auth");
  await page.getByLabel("Email").fill(guest.email);
  await page.getByLabel("Password").fill(guest.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`/browse/checkout/${coat.id}`);
  await expect(page.getByRole("button", { name: "Purchase for €99.00" })).toBeVisible();
});

test("the owner is sent from checkout to their listing", async ({ seller, listing }) => {
  const anna = await seller();
  const bag = await listing({ seller: anna });
  await anna.page.goto(`/checkout/${bag.id}`);
  await expect(anna.page).toHaveURL(`/product/${bag.id}`);
  await expect(anna.page.getByText("This is your listing")).toBeVisible();
});

test("payment success waits, then shows the generic confirmation when the session is not the visitor's", async ({
  buyer,
}) => {
  const ben = await buyer();
  const page = ben.page;
  const sessionId = `cs_test_${uniqueWord("nobody")}`;
  await page.goto(`/payment-success?session_id=${sessionId}`);
  await expect(page.getByText("Confirming your payment...")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText("Order Confirmed")).toBeVisible();
  await expect(page.getByText("Unable to fetch transaction details")).toBeVisible();
  await expect(page.getByRole("region", { name: "What's Next" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText(sessionId)).toBeVisible();
  await expect(page.getByRole("link", { name: "View My Purchases" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
  expect(await seriousViolations(page)).toEqual([]);
});

test("a guest on payment success sees the confirmation without My Purchases; no session id goes home", async ({
  page,
}) => {
  await page.goto("/payment-success?session_id=cs_test_guest");
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByText("Order Confirmed")).toBeVisible();
  await expect(page.getByRole("link", { name: "View My Purchases" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toBeVisible();

  await page.goto("/payment-success");
  await expect(page).toHaveURL("/");
});
