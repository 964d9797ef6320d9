/** The worker that shows push messages (public/sw.js), at the root so its scope is the whole app. */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * Registers the service worker once the page has loaded, so it never competes with the first
 * view. It asks for no permission: it only makes the app installable and ready for push.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      console.warn("service worker registration failed", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
