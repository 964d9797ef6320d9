// Kierto's service worker (docs/decisions/0080): it shows push messages and opens what they are
// about. It has no fetch handler on purpose: every request, the API's above all, goes to the
// network as if it were not here, so nothing it could cache ever stands in for a fresh answer.

self.addEventListener("install", () => {
  // A new version takes over at once: it holds no cache that an open page could depend on.
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

/** The payload the server writes (apps/server/src/modules/push), already in the reader's language. */
function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return typeof data === "object" && data !== null ? data : {};
  } catch {
    return {};
  }
}

/** Only a path of this origin is opened: a payload never sends anyone elsewhere. */
function sameOriginUrl(url) {
  const target = new URL(typeof url === "string" ? url : "/app", self.location.origin);
  return target.origin === self.location.origin ? target.href : new URL("/app", self.location.origin).href;
}

self.addEventListener("push", (event) => {
  const payload = readPayload(event);
  const title = typeof payload.title === "string" && payload.title ? payload.title : "Kierto";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === "string" ? payload.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag: typeof payload.tag === "string" ? payload.tag : undefined,
      data: { url: sameOriginUrl(payload.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data?.url);
  event.waitUntil(openOrFocus(url));
});

/** Brings an open Kierto tab forward on the page, or opens a new window when there is none. */
async function openOrFocus(url) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    // A tab this worker does not control (opened before it was installed) cannot be navigated.
    const navigated = await (focused ?? open).navigate(url).catch(() => null);
    if (navigated) return navigated;
  }
  return self.clients.openWindow(url);
}
