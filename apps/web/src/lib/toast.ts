import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");
type Show = (sonner: Sonner["toast"]) => void;

let sonner: Promise<Sonner> | undefined;
const toasterWaiters = new Set<() => void>();

/**
 * The toast library is downloaded with the first toast, not with the first page: most first
 * visits never show one. The deferred toaster (components/ui/deferred-toaster) mounts when the
 * library arrives, and sonner shows the toasts raised before it mounted.
 */
function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").then((module) => {
    for (const wake of toasterWaiters) wake();
    toasterWaiters.clear();
    return module;
  });
  return sonner;
}

function show(call: Show) {
  void loadSonner().then((module) => call(module.toast));
}

/** True once a toast has been asked for, so the toaster should be on the page. */
export function toastsRequested(): boolean {
  return sonner !== undefined;
}

/** Calls `listener` when the first toast's library has arrived; returns the unsubscribe. */
export function onToastsReady(listener: () => void): () => void {
  toasterWaiters.add(listener);
  return () => toasterWaiters.delete(listener);
}

/** sonner's `toast`, for the calls the app makes: a plain toast, a success and an error. */
export const toast = Object.assign((title: string, options?: ExternalToast) => show((t) => t(title, options)), {
  success: (title: string, options?: ExternalToast) => show((t) => t.success(title, options)),
  error: (title: string, options?: ExternalToast) => show((t) => t.error(title, options)),
});
