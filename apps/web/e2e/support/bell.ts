import type { Page } from "@playwright/test";

/** The number on the bell, read from its label ('Notifications, 3 unread'); 0 when none. */
export async function unreadOnBell(page: Page) {
  const label = await page.getByRole("button", { name: /^Notifications/ }).getAttribute("aria-label");
  return Number(label?.match(/(\d+) unread/)?.[1] ?? 0);
}

/**
 * Resolves when the bell's list has been fetched since the page went live, so its count is the
 * real one: a page loads the list, and the live channel's `ready` asks for it again with a request
 * of its own, cancelling the first if it is still under way (lib/refetch-from-now.ts); the second
 * answer is the one the bell shows. Until then the bell reads 'Notifications' whatever is waiting:
 * start waiting before the page loads.
 */
export function notificationsLoaded(page: Page) {
  let answers = 0;
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/notifications" && ++answers === 2,
  );
}
