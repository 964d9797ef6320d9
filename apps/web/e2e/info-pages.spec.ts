import { CONTACT_SIMULATED_DELAY_MS } from "@kierto/shared";
import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const defaultDescription =
  "Kierto is the second-hand fashion marketplace for Finland: buy and sell pre-loved clothes safely.";

const pages = [
  { path: "/landing", heading: "Give good clothes another round", title: "Pre-loved fashion, passed on in Finland" },
  { path: "/about", heading: "About Kierto", title: "About Kierto" },
  { path: "/how-it-works", heading: "How Kierto works", title: "How Kierto works" },
  { path: "/terms", heading: "Terms of service", title: "Terms of service" },
  { path: "/privacy", heading: "Privacy policy", title: "Privacy policy" },
  { path: "/dispute-policy", heading: "Dispute policy", title: "Dispute policy" },
  { path: "/contact", heading: "Contact us", title: "Contact us" },
  { path: "/faq", heading: "Frequently asked questions", title: "Frequently asked questions" },
];

test.describe("the information pages", () => {
  for (const { path, heading, title } of pages) {
    test(`${path} shows its heading, its own title and its own description`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Kierto`);
      const description = page.locator('meta[name="description"]');
      await expect(description).not.toHaveAttribute("content", defaultDescription);
      expect((await description.getAttribute("content"))?.length).toBeGreaterThan(60);
    });

    test(`${path} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("each page has a description of its own", async ({ page }) => {
    const seen = new Set<string>();
    for (const { path, heading, title } of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // The title and the description are set together, after the page has rendered.
      await expect(page).toHaveTitle(`${title} · Kierto`);
      seen.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
    }
    expect(seen.size).toBe(pages.length);
  });

  test("the dispute policy states the time limits of the spec", async ({ page }) => {
    await page.goto("/dispute-policy");
    const timeline = page.getByRole("region", { name: "At a glance" });
    await expect(timeline).toContainText("48 hours");
    await expect(timeline).toContainText("24 hours");
    await expect(timeline).toContainText("3-5 business days");
    await expect(timeline).toContainText("Up to 10 business days");
    await expect(timeline).toContainText("14 days");
    await expect(page.getByRole("region", { name: "7. Appeals" })).toContainText("within 14 days");
    // Buyer protection's own windows, as the cases keep them.
    await expect(timeline).toContainText("72 hours");
    await expect(timeline).toContainText("3 days");
    const protection = page.getByRole("region", { name: "2. Buyer protection for card purchases" });
    await expect(protection).toContainText("before those 48 hours end");
    await expect(protection).toContainText("at most three cases open at once");
  });

  test("the privacy policy says the service is not for people under 16 and photo locations are removed", async ({
    page,
  }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("region", { name: "2. Kierto is not for children" })).toContainText(
      "not for people under 16",
    );
    await expect(page.getByRole("region", { name: "4. Your photos" })).toContainText("GPS location");
    await expect(page.getByRole("region", { name: "8. Cookies" })).toContainText("only essential cookies");
  });

  test("the table of contents leads to a section of the terms", async ({ page }) => {
    await page.goto("/terms");
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "3. Prohibited items and behaviour" })
      .click();
    await expect(page).toHaveURL("/terms#prohibited-items");
    await expect(page.getByRole("heading", { name: "3. Prohibited items and behaviour" })).toBeInViewport();
  });
});

/** docs/product-rules.md#what-kierto-is: the home hero's figures; the landing and about pages show different ones. */
const homeFigures = ["10K+", "5K+", "50+", "25 €", "€25", "2 days"];

async function figuresOn(page: Page, path: string) {
  await page.goto(path);
  const values = page.getByRole("region", { name: "Kierto in numbers" }).locator("dd");
  await expect(values).toHaveCount(4);
  return values.allTextContents();
}

test.describe("the about page", () => {
  test("shows figures of its own, different from the home page's and the landing page's", async ({ page }) => {
    const landing = await figuresOn(page, "/landing");
    for (const figure of await figuresOn(page, "/about")) {
      expect(homeFigures).not.toContain(figure);
      expect(landing).not.toContain(figure);
    }
  });
});

test.describe("the landing page", () => {
  test("links to browsing and to signing up, with figures of its own", async ({ page }) => {
    await page.goto("/landing");
    await expect(page.getByRole("link", { name: "Browse items" }).first()).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Kierto home" })).toHaveAttribute("href", "/");
    const join = page.getByRole("link", { name: "Join for free" }).first();
    await expect(join).toHaveAttribute("href", "/auth");

    for (const figure of await figuresOn(page, "/landing")) expect(homeFigures).not.toContain(figure);

    await join.click();
    await expect(page).toHaveURL("/auth");
    await expect(page.getByRole("heading", { name: "Join Kierto" })).toBeVisible();
  });

  test("browsing leads to the home page", async ({ page }) => {
    await page.goto("/landing");
    await page.getByRole("main").getByRole("link", { name: "Browse items" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("the contact form", () => {
  test("shows an inline message on every missing field", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send message" }).click();

    const expected = [
      ["Full name", "Please enter your full name."],
      ["Email", "Please enter your email address."],
      ["Category", "Please choose a category."],
      ["Subject", "Please enter a subject."],
      ["Message", "Please write your message."],
    ] as const;
    for (const [label, message] of expected) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("Full name", { exact: true })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel("Email", { exact: true }).fill("not an address");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  });

  test("offers the eight categories with readable names", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByLabel("Category", { exact: true }).locator("option")).toHaveText([
      "Choose a category",
      "General question",
      "Technical issue",
      "Account & profile",
      "Payments & refunds",
      "Dispute with another member",
      "Safety & reporting",
      "Feedback & ideas",
      "Press & partnerships",
    ]);
  });

  test("simulates sending for one second without a request, then confirms and clears the form", async ({ page }) => {
    // The page's clock is ours: the one second is checked exactly, however busy the machine is.
    await page.clock.install();
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");

    await page.getByLabel("Full name", { exact: true }).fill("Aino Virtanen");
    await page.getByLabel("Email", { exact: true }).fill("aino@example.test");
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Payments & refunds" });
    await page.getByLabel("Subject", { exact: true }).fill("Card payment question");
    await page.getByLabel("Message", { exact: true }).fill("Is the service fee added to the price I pay?");

    const apiRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api")) apiRequests.push(request.url());
    });

    const status = page.locator("form").getByRole("status");
    // From here on the page's time moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await page.clock.runFor(CONTACT_SIMULATED_DELAY_MS - 1);
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByText("Message sent successfully!")).toHaveCount(0);

    await page.clock.runFor(1);
    await expect(status).toContainText("Message sent successfully!");
    await expect(status).toContainText("We'll get back to you within 24 hours.");

    for (const label of ["Full name", "Email", "Subject", "Message"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    }
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
    expect(apiRequests).toEqual([]);
  });
});

test.describe("the FAQ", () => {
  test("has the six categories, each with at least four questions", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
    for (const category of [
      "Getting Started",
      "Selling",
      "Buying",
      "Safety & Security",
      "Technical Issues",
      "Account & Profile",
    ]) {
      const section = page.getByRole("region", { name: category, exact: true });
      expect(await section.getByRole("button").count()).toBeGreaterThanOrEqual(4);
    }
  });

  test("opens and moves between questions with the keyboard", async ({ page }) => {
    await page.goto("/faq");
    const first = page.getByRole("button", { name: "What is Kierto?" });
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("The name is Finnish for “circulation”")).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("button", { name: "Do I need an account to browse?" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByText("A free account is needed to save favourites")).toBeVisible();
  });

  test("finds a question by a word in it, whatever its case", async ({ page }) => {
    await page.goto("/faq");
    await page.getByLabel("Search the FAQ").fill("BLOCK");
    await expect(page.getByRole("button", { name: "How do I block a user?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "How do I list an item?" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Selling", exact: true })).toHaveCount(0);
  });

  test("finds a question by a word in its answer, whatever its case", async ({ page }) => {
    await page.goto("/faq");
    await page.getByLabel("Search the FAQ").fill("gps");
    const question = page.getByRole("button", { name: "Can others see where my photos were taken?" });
    await expect(question).toBeVisible();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("including the GPS location and the camera details")).toBeVisible();
    await expect(page.getByRole("button", { name: "What is Kierto?" })).toHaveCount(0);
    await expect(page.getByRole("status")).toContainText("1 question found");

    await page.getByLabel("Search the FAQ").fill("Heic");
    await expect(page.getByRole("button", { name: "What kind of photos can I add?" })).toBeVisible();
    await expect(page.getByText(/in JPG or PNG format \(WebP works too\), each under 10 MB/)).toBeVisible();
  });

  test("says when nothing matches and links to the contact page", async ({ page }) => {
    await page.goto("/faq");
    await page.getByLabel("Search the FAQ").fill("zzxqv nonsense");
    await expect(page.getByRole("heading", { name: "No questions match your search" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel("Search the FAQ").fill("");
    await expect(page.getByRole("button", { name: "What is Kierto?" })).toBeVisible();
  });

  test("opens the question named in the address", async ({ page }) => {
    await page.goto("/faq#delete-account");
    await expect(page.getByRole("button", { name: "How do I delete my account?" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    // Deleting is done in the account settings, not asked for through the contact form.
    await expect(page.getByText(/Open Profile and choose “Account settings”, then “Delete my account”/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "privacy policy" }).first()).toHaveAttribute(
      "href",
      "/privacy#retention",
    );
  });
});
