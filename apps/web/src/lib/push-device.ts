import { useCallback, useEffect, useState } from "react";
import { api, unwrap } from "./api-client";
import { SERVICE_WORKER_URL } from "./service-worker";

/**
 * This device's push state: on (subscribed, the server knows it), off, blocked (the person said
 * no in the browser, which only the browser's own settings can undo), or not supported.
 */
export type PushDeviceState = "on" | "off" | "blocked" | "unsupported";

export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  return navigator.serviceWorker.ready;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

export async function readPushState(): Promise<PushDeviceState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  if (Notification.permission !== "granted") return "off";
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await existing?.pushManager.getSubscription();
  return subscription ? "on" : "off";
}

/**
 * Asks the browser (only ever after the person chose to), subscribes this device with the
 * server's key and hands the subscription to the server. A subscription made with another key
 * (the server's keys changed) is replaced.
 */
export async function turnPushOn(): Promise<PushDeviceState> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") return "off";
  const worker = await registration();
  const { publicKey } = await unwrap(api.push.key.$get());
  const key = keyBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error("the browser gave an incomplete push subscription");
  await unwrap(api.push.subscriptions.$put({ json: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } }));
  return "on";
}

/** Stops push to this device: the server forgets it, and the browser drops the subscription. */
export async function turnPushOff(): Promise<PushDeviceState> {
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await existing?.pushManager.getSubscription();
  if (subscription) {
    const response = await api.push.subscriptions.$delete({ json: { endpoint: subscription.endpoint } });
    // 404: the server had forgotten it already (a push service said it was gone).
    if (!response.ok && response.status !== 404) await unwrap(Promise.resolve(response));
    await subscription.unsubscribe();
  }
  return readPushState();
}

/** This device's push state for a control: the state, and turning it on or off. */
export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    let current = true;
    readPushState().then(
      (read) => current && setState(read),
      () => current && setState("off"),
    );
    return () => {
      current = false;
    };
  }, []);
  const run = useCallback(async (change: () => Promise<PushDeviceState>) => {
    setPending(true);
    try {
      const next = await change();
      setState(next);
      return next;
    } finally {
      setPending(false);
    }
  }, []);
  return {
    state,
    pending,
    turnOn: useCallback(() => run(turnPushOn), [run]),
    turnOff: useCallback(() => run(turnPushOff), [run]),
  };
}
