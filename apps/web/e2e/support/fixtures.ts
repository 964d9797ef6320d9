/**
 * # Making data in a browser journey
 *
 * Every journey makes the people and listings it needs, fresh, and uses nothing else: not the
 * demo accounts (the e2e server seeds none), not another test's rows. Tests run in parallel
 * against one server, so anything a test finds by searching must carry a word of its own
 * (`uniqueWord`), and a count a test asserts must be of its own rows (a search for its word,
 * its own account's bell). Import `test` and `expect` from here, never from `@playwright/test`:
 *
 * ```ts
 * import { expect, test, uniqueWord } from "./support/fixtures";
 *
 * test("a buyer favourites a coat", async ({ seller, buyer, listing, chat, favorite }) => {
 *   const anna = await seller({ displayName: "Anna Seller" });
 *   const coat = await listing({ seller: anna, title: `Wool coat ${uniqueWord("Coat")}`, priceCents: 6490 });
 *   const ben = await buyer();
 *   await ben.page.goto(`/app/product/${coat.id}`);          // ben is already signed in
 *   await chat({ buyer: ben, listing: coat, messages: [{ from: ben, text: "Still available?" }] });
 *   await favorite({ person: ben, listing: coat });
 * });
 * ```
 *
 * ## People
 * - `person(options)`, `seller(options)`, `buyer(options)`, `moderator(options)`, `admin(options)`:
 *   a new confirmed account, signed in with a real session cookie in a browser context of its
 *   own (own cookies, own live channel, own client address for the per-address limits). Use
 *   `.page` to drive it (`.context.newPage()` for a second tab) and `.request` for API calls as
 *   that person. The answer also has `id`, `email`, `password`, `displayName` and `role`.
 *   Options: `displayName`, `city`, `bio`, `role`; `signedIn: false` for an account whose browser
 *   is not signed in (for the forms: a wrong password, a reset), `emailVerified: false` for a
 *   sign-up whose mail link was never opened. The five differ only in their default name and role.
 *   A person's browser has never shown /welcome, so opening /welcome is the journey's own choice.
 * - `guest()`: one more guest browser (own cookies, own client address), as a second device.
 *   The default `page` (and `request`) is a guest too: keep using it for guest journeys.
 *
 * ## Things
 * - `listing({ seller, ...fields })`: an active listing with one drawn photo (set `photos: 0..5`),
 *   any field overridable: `title`, `priceCents` (integer cents), `category`, `size`, `brand`,
 *   `city`, `condition`, `color`, `description`, ... `draft({ seller, ... })`: the same as a draft.
 * - `chat({ buyer, listing, messages })`: the buyer's chat about the listing ('Message Seller'),
 *   then each `{ from, text }` sent in order, with notifications and live events as if typed.
 *   Answers `{ id, messageIds }`.
 * - `favorite({ person, listing })`: the person's favourite.
 *
 * ## Helpers
 * - `uniqueWord(prefix)`, `uniqueEmail(prefix)`: values no other test uses.
 * - `latestMailLink(email)`: the newest link mailed to an address (dev outbox);
 *   `latestMail(email)` the whole mail (subject, text, links).
 * - `signIn(page, email, password)`: through the form, for the journeys about the form only.
 * - `seriousViolations(page)` in `./axe`: the page's serious and critical axe findings.
 * - Steps several journeys take, each in any language (English unless told): `./sales` (checkout,
 *   the payment page's card form, the chat's sale panel, a review), `./chat` (a chat's
 *   conversation and message field), `./listing-form` (listing an item with a photo).
 * - `./texts`: the app's and the server's catalogues, so a journey in Finnish or Swedish asserts
 *   the texts of that language (`webTexts.fi.auth.signIn`) instead of copies of them.
 *
 * The data comes from POST /api/dev/test-data/* (apps/server/src/modules/dev, ADR 0008), which
 * builds it with the server's own factories and services; it exists only beside the dev outbox
 * and answers only this machine. Something a journey needs that is missing here (a sale, a
 * review, a report) goes there as a new route, then here as a new fixture, not into a journey.
 * Contexts made by these fixtures close by themselves when the test ends.
 *
 * Journeys get Playwright's default 30 s and no retries: wait for what the page shows (a
 * heading, a response, `expect.poll`), never for a fixed time.
 */
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from "@playwright/test";

export { expect };

type Role = "user" | "moderator" | "admin";

export interface PersonOptions {
  displayName?: string;
  role?: Role;
  city?: string;
  bio?: string;
  /** false: the account exists but this browser is not signed in (for the sign-in form). */
  signedIn?: boolean;
  /** false: a sign-up whose mail link was never opened (implies `signedIn: false`). */
  emailVerified?: boolean;
  /** The profile's language, and the browser's (its Accept-Language); English unless told. */
  language?: Language;
}

export interface Person {
  id: string;
  email: string;
  password: string;
  displayName: string;
  role: Role;
  context: BrowserContext;
  page: Page;
  /** API calls as this person (shares the context's cookies). */
  request: APIRequestContext;
}

export interface ListingOptions {
  seller: Person;
  title?: string;
  description?: string;
  /** Integer euro cents: 2750 is €27.50. */
  priceCents?: number;
  category?: "Tops" | "Bottoms" | "Dresses" | "Outerwear" | "Shoes" | "Accessories";
  size?: string;
  condition?: "New" | "Like New" | "Good" | "Fair";
  brand?: string;
  color?: string;
  season?: string;
  style?: string;
  fabric?: string;
  gender?: "Women" | "Men" | "Unisex";
  city?: string;
  deliveryMethod?: "hand_delivery" | "shipping";
  status?: "active" | "draft";
  /** Drawn photos sent through the upload pipeline; 1 unless told (0 to 5). */
  photos?: number;
}

export interface Listing {
  id: string;
  sellerId: string;
  title: string;
  priceCents: number;
  category: string;
  size: string;
  brand: string | null;
  city: string | null;
  status: "active" | "draft" | "sold";
}

export interface ChatOptions {
  buyer: Person;
  listing: Listing;
  messages?: { from: Person; text: string }[];
}

export interface Fixtures {
  person: (options?: PersonOptions) => Promise<Person>;
  seller: (options?: PersonOptions) => Promise<Person>;
  buyer: (options?: PersonOptions) => Promise<Person>;
  moderator: (options?: PersonOptions) => Promise<Person>;
  admin: (options?: PersonOptions) => Promise<Person>;
  listing: (options: ListingOptions) => Promise<Listing>;
  draft: (options: Omit<ListingOptions, "status">) => Promise<Listing>;
  chat: (options: ChatOptions) => Promise<{ id: string; messageIds: string[] }>;
  favorite: (options: { person: Person; listing: Listing }) => Promise<void>;
  /** A browser without an account, reading `language` (its Accept-Language); English unless told. */
  guest: (language?: Language) => Promise<Page>;
  testData: TestDataClient;
}

type TestDataClient = <T>(path: string, body: unknown) => Promise<{ body: T; cookies: string[] }>;

type Language = "en" | "fi" | "sv";

/** What a browser reading each language sends as its locale (and so its Accept-Language). */
const BROWSER_LOCALES: Record<Language, string> = { en: "en-US", fi: "fi-FI", sv: "sv-FI" };

let addressCounter = 0;

/**
 * A client address of its own for each browser context (the e2e server trusts X-Forwarded-For,
 * as behind a proxy), so per-address limits such as 5 sign-ins a minute apply to each one alone.
 */
function nextAddress(testInfo: TestInfo) {
  const n = testInfo.workerIndex * 10_000 + ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A word no other row contains, so a search finds exactly the test's own listing. */
export function uniqueWord(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

const shortId = () => Math.random().toString(36).slice(2, 6);

export function uniqueEmail(prefix = "person") {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ "x-forwarded-for": nextAddress(testInfo) });
  },

  // Straight from this process (a loopback caller, no forwarded address), as the endpoint requires.
  testData: async ({ baseURL }, use) => {
    await use(async (path, body) => {
      const response = await fetch(`${baseURL}/api/dev/test-data/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (response.status !== 201) {
        throw new Error(`test data ${path}: ${response.status} ${await response.text()}`);
      }
      return { body: await response.json(), cookies: response.headers.getSetCookie() };
    });
  },

  guest: async ({ browser, baseURL }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async (language = "en") => {
      const context = await browser.newContext({
        baseURL,
        locale: BROWSER_LOCALES[language],
        extraHTTPHeaders: { "x-forwarded-for": nextAddress(testInfo) },
      });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },

  person: async ({ browser, baseURL, testData }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const signedIn = options.signedIn ?? options.emailVerified !== false;
      const { body, cookies } = await testData<Omit<Person, "context" | "page" | "request">>("users", {
        displayName: options.displayName ?? `Person ${shortId()}`,
        ...options,
        signedIn,
      });
      const context = await browser.newContext({
        baseURL,
        locale: BROWSER_LOCALES[options.language ?? "en"],
        extraHTTPHeaders: { "x-forwarded-for": nextAddress(testInfo) },
      });
      contexts.push(context);
      await context.addCookies(
        cookies.map((cookie) => {
          const [pair = ""] = cookie.split(";");
          const separator = pair.indexOf("=");
          return {
            name: pair.slice(0, separator),
            value: pair.slice(separator + 1),
            url: baseURL as string,
            httpOnly: true,
            sameSite: "Lax" as const,
          };
        }),
      );
      return { ...body, context, page: await context.newPage(), request: context.request };
    });
    for (const context of contexts) await context.close();
  },

  seller: async ({ person }, use) => {
    await use((options = {}) => person({ displayName: `Seller ${shortId()}`, ...options }));
  },
  buyer: async ({ person }, use) => {
    await use((options = {}) => person({ displayName: `Buyer ${shortId()}`, ...options }));
  },
  moderator: async ({ person }, use) => {
    await use((options = {}) => person({ displayName: `Moderator ${shortId()}`, role: "moderator", ...options }));
  },
  admin: async ({ person }, use) => {
    await use((options = {}) => person({ displayName: `Admin ${shortId()}`, role: "admin", ...options }));
  },

  listing: async ({ testData }, use) => {
    await use(
      async ({ seller, ...fields }) => (await testData<Listing>("listings", { sellerId: seller.id, ...fields })).body,
    );
  },
  draft: async ({ listing }, use) => {
    await use((options) => listing({ photos: 0, ...options, status: "draft" }));
  },

  chat: async ({ testData }, use) => {
    await use(
      async ({ buyer, listing, messages = [] }) =>
        (
          await testData<{ id: string; messageIds: string[] }>("chats", {
            listingId: listing.id,
            buyerId: buyer.id,
            messages: messages.map(({ from, text }) => ({ senderId: from.id, content: text })),
          })
        ).body,
    );
  },

  favorite: async ({ testData }, use) => {
    await use(async ({ person, listing }) => {
      await testData("favorites", { userId: person.id, listingId: listing.id });
    });
  },
});

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/**
 * The newest mail with a link sent to an address (a confirmation, a reset), read from the dev
 * outbox API straight from this process: the outbox refuses a request that carries a forwarded
 * address, as every browser context's does here.
 */
export async function latestMail(email: string): Promise<OutboxMail> {
  const { baseURL } = test.info().project.use;
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (
        await fetch(`${baseURL}/api/dev/mailbox?to=${encodeURIComponent(email)}`)
      ).json()) as OutboxMail[];
      mail = mails[0];
      return mail?.links[0];
    })
    .toBeTruthy();
  return mail as OutboxMail;
}

/** The newest link mailed to an address, read from the dev outbox API. */
export async function latestMailLink(email: string): Promise<string> {
  return (await latestMail(email)).links[0] as string;
}

/**
 * Signs in through the real form, for the journeys about the form. In a browser that has not
 * shown /welcome yet this is the account's first sign-in there, which ends on /welcome (docs/product-rules.md#accounts-and-profiles).
 */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL("/welcome");
}
