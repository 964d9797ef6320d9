import type { BrowserContext } from "@playwright/test";
import { deviceKeys, startFakePushService } from "../../../server/test/fake-push-service";

/**
 * A browser context whose push subscriptions are the local fake push service's: this Chromium has
 * no way to its real push service, so `subscribe()` hands out the subscription it would have been
 * given, with keys the test holds to decrypt what the server pushes. Notifications stay at the
 * browser's "ask" until `allow()`: the app offers push only to someone the browser has not asked.
 */
export async function fakePushDevice(context: BrowserContext, baseURL: string | undefined) {
  const service = await startFakePushService();
  const device = deviceKeys();
  await context.addInitScript(
    ({ endpoint, keys }) => {
      let subscribed = false;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          subscribed = false;
          return true;
        },
      };
      PushManager.prototype.subscribe = async () => {
        subscribed = true;
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () =>
        (subscribed ? subscription : null) as unknown as PushSubscription | null;
    },
    { endpoint: service.endpoint(), keys: device.keys },
  );
  return {
    service,
    /** The person allows notifications, as they would when the browser asks. */
    allow: () => context.grantPermissions(["notifications"], { origin: baseURL }),
    /** The next `count` pushes the service received, decrypted. */
    async received(count: number): Promise<Record<string, string>[]> {
      const pushes = await service.waitFor(count);
      return pushes.map((push) => JSON.parse(device.decrypt(push.body).toString("utf8")) as Record<string, string>);
    },
  };
}
