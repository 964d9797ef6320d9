import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CDPSession, Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { conversation, messageField, openChatAbout } from "./support/chat";
import { expect, test, uniqueWord } from "./support/fixtures";
import { fakePushDevice } from "./support/push";
import { webTexts } from "./support/texts";

const t = webTexts.en.notifications.push;

/** Chrome's verdict on whether the open page can be installed as an app. */
async function installabilityErrors(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
    installabilityErrors: { errorId: string }[];
  };
  return installabilityErrors.map((error) => error.errorId);
}

/** The id Chromium gives the page's service worker registration, for CDP's push delivery. */
async function registrationId(cdp: CDPSession): Promise<string> {
  return new Promise((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = (registrations as { registrationId: string; isDeleted: boolean }[]).find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
    void cdp.send("ServiceWorker.enable");
  });
}

test("Kierto passes Chrome's installability checks, with its manifest and service worker", async ({
  browser,
  baseURL,
}, testInfo) => {
  // A profile on disk: Chrome installs nothing from an incognito window, which a context otherwise is.
  const profile = await mkdtemp(path.join(tmpdir(), "kierto-install-"));
  const context = await browser.browserType().launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await page.evaluate(() => navigator.serviceWorker.ready);
    const manifest = await page.request.get("/manifest.webmanifest");
    expect(await manifest.json()).toMatchObject({ name: "Kierto", display: "standalone", start_url: "/" });
    await expect.poll(() => installabilityErrors(page)).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test("a seller turns push on in the settings and is pushed the buyer's message, which the service worker shows", async ({
  seller,
  buyer,
  listing,
  chat,
  baseURL,
}) => {
  const anna = await seller();
  const push = await fakePushDevice(anna.context, baseURL);
  await push.allow();
  try {
    const coat = await listing({ seller: anna, title: `Wool coat ${uniqueWord("Push")}` });

    await anna.page.goto("/app/settings#notifications");
    const control = anna.page.getByRole("region", { name: t.device.title });
    await expect(control.getByRole("status")).toHaveText(t.device.states.off);
    // The push column is back in the table of choices.
    await expect(anna.page.getByRole("checkbox", { name: "Messages: Push" })).toBeChecked();
    await control.getByRole("button", { name: t.device.turnOn }).click();
    await expect(control.getByRole("status")).toHaveText(t.device.states.on);
    expect(await seriousViolations(anna.page)).toEqual([]);

    const ben = await buyer();
    const { id: chatId } = await chat({
      buyer: ben,
      listing: coat,
      messages: [{ from: ben, text: "Still for sale?" }],
    });

    const [payload] = await push.received(1);
    expect(payload).toEqual({
      title: ben.displayName,
      body: `New message about "${coat.title}"`,
      url: `/app/chat/${chatId}`,
      tag: `chat:${chatId}`,
    });

    // What the push service would hand the browser: the service worker shows it.
    const cdp = await anna.context.newCDPSession(anna.page);
    const registration = await registrationId(cdp);
    const shown = () =>
      anna.page.evaluate(async () => {
        const worker = await navigator.serviceWorker.ready;
        const notifications = await worker.getNotifications();
        return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data?.url }));
      });
    // On a loaded machine Chrome has lost a first delivery to a worker still starting; handed again,
    // the same tag replaces the notice, so it shows once either way.
    await expect(async () => {
      await cdp.send("ServiceWorker.deliverPushMessage", {
        origin: new URL(baseURL as string).origin,
        registrationId: registration,
        data: JSON.stringify(payload),
      });
      await expect.poll(shown, { timeout: 4_000 }).toEqual([
        {
          title: ben.displayName,
          body: `New message about "${coat.title}"`,
          tag: `chat:${chatId}`,
          url: `${new URL(baseURL as string).origin}/app/chat/${chatId}`,
        },
      ]);
    }).toPass({ timeout: 30_000 });

    // Signing out takes this device's subscription with it: the next person here gets none of hers.
    const forgotten = anna.page.waitForResponse(
      (response) => response.url().endsWith("/api/push/subscriptions") && response.request().method() === "DELETE",
    );
    await anna.page.getByRole("banner").getByRole("button", { name: webTexts.en.auth.signOut, exact: true }).click();
    expect((await forgotten).status()).toBe(204);
  } finally {
    await push.service.close();
  }
});

test("after a first message in a chat the buyer is offered push, never before, and 'Not now' keeps it away", async ({
  seller,
  buyer,
  listing,
  chat,
}) => {
  const anna = await seller();
  const coat = await listing({ seller: anna, title: `Linen shirt ${uniqueWord("Offer")}` });
  const ben = await buyer();
  const { id: chatId } = await chat({ buyer: ben, listing: coat });
  await openChatAbout(ben, chatId);
  const offer = ben.page.getByRole("region", { name: t.offer.label });
  await expect(offer).toHaveCount(0);
  await messageField(ben.page).fill("Hello, is it still for sale?");
  await messageField(ben.page).press("Enter");
  await expect(offer.getByRole("status")).toHaveText(t.offer.chat);
  expect(await seriousViolations(ben.page)).toEqual([]);
  await offer.getByRole("button", { name: t.offer.notNow }).click();
  await expect(offer).toHaveCount(0);
  // Declined once, it stays away on this device.
  await ben.page.reload();
  await messageField(ben.page).fill("Another question");
  await messageField(ben.page).press("Enter");
  await expect(conversation(ben.page).getByText("Another question")).toBeVisible();
  await expect(offer).toHaveCount(0);
});
