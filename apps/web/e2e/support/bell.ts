import type { Page } from "@playwright/test";

/** The number on the bell, read from its label ('Notifications, 3 unread'); 0 when none. */
export async function unreadOnBell(page: Page) {
  const label = await page.getByRole("button", { name: /^Notifications/ }).getAttribute("aria-label");
  return Number(label?.match(/(\d+) unread/)?.[1] ?? 0);
}

/**
 * Resolves when the bell's list has been fetched, so its count is the real one. Until then the
 * bell reads 'Notifications' whatever is waiting: start waiting before the page loads.
 */
export function notificationsLoaded(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === "/api/notifications");
}
