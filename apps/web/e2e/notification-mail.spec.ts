import { expect, test, uniqueWord } from "./support/fixtures";

/**
 * Notification mail: a person turns message mail off in Settings and the next unread message
 * sends none; another person's unread message is mailed, and the dev outbox shows its HTML.
 */

interface Mail {
  subject: string;
  html: string | null;
}

async function outbox(baseURL: string | undefined, email: string): Promise<Mail[]> {
  return (await (await fetch(`${baseURL}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as Mail[];
}

test("message mail turned off in settings sends none; left on, it arrives and the outbox shows its HTML", async ({
  seller,
  buyer,
  listing,
  chat,
  baseURL,
  browser,
}) => {
  test.slow();
  const quiet = await seller({ displayName: "Quiet Seller" });
  const keen = await seller({ displayName: "Keen Seller" });
  const ben = await buyer({ displayName: "Ben Writes" });

  await quiet.page.goto("/app/settings");
  const settings = quiet.page.getByRole("region", { name: "Notifications" });
  const messageMail = settings.getByRole("checkbox", { name: "Messages: E-mail", exact: true });
  await expect(messageMail).toBeChecked();
  await expect(settings.getByRole("checkbox", { name: "Account security: E-mail", exact: true })).toBeDisabled();
  await messageMail.uncheck();
  await settings.getByRole("button", { name: "Save", exact: true }).click();
  await expect(quiet.page.getByText("Notification settings saved", { exact: true })).toBeVisible();

  for (const person of [quiet, keen]) {
    const item = await listing({ seller: person, title: `Wool coat ${uniqueWord("Coat")}` });
    await chat({ buyer: ben, listing: item, messages: [{ from: ben, text: "Is this still for sale?" }] });
    // The digest's ten minutes, passed at once.
    const due = await fetch(`${baseURL}/api/dev/test-data/people/${person.id}/message-digests-due`, { method: "POST" });
    expect(due.status).toBe(200);
  }

  // The mail queue delivers within its polling interval.
  await expect.poll(async () => (await outbox(baseURL, keen.email)).length).toBe(1);
  expect(await outbox(baseURL, quiet.email)).toHaveLength(0);
  const [mail] = await outbox(baseURL, keen.email);
  expect(mail?.subject).toBe("Ben Writes sent you a message on Kierto");
  expect(mail?.html).toContain("<html");

  // The outbox page answers only this machine: a browser without the forwarded address the people's carry.
  const local = await browser.newContext({ baseURL, extraHTTPHeaders: {} });
  const outboxPage = await local.newPage();
  await outboxPage.goto(`/dev/mailbox?to=${encodeURIComponent(keen.email)}`);
  const rendered = outboxPage.frameLocator(`iframe[title="${mail?.subject}"]`);
  await expect(rendered.locator("p", { hasText: "Ben Writes wrote to you" })).toBeVisible();
  await expect(rendered.getByRole("link", { name: "Stop these mails", exact: true })).toBeVisible();
  await local.close();
});
