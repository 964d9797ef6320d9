import { createECDH } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { deviceKeys, startFakePushService } from "../../../test/fake-push-service";
import type { PushPayload } from "./push-sender";
import { createWebPushSender } from "./web-push-sender";

const service = await startFakePushService();
afterAll(() => service.close());

function vapidPair() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString("base64url"),
    subject: "mailto:ops@kierto.fi",
  };
}

const vapid = vapidPair();
const sender = createWebPushSender(vapid);
const payload: PushPayload = {
  title: "Aino",
  body: 'New message about "Wool coat"',
  url: "/app/chat/c1",
  tag: "chat:c1",
};
const meta = { userId: "u1" };

describe("the web-push sender against a push service", () => {
  it("posts the payload encrypted for the device, signed with our VAPID key for that service", async () => {
    const device = deviceKeys();
    const endpoint = service.endpoint();
    const before = service.received.length;
    await expect(sender.send({ endpoint, keys: device.keys }, payload, meta)).resolves.toBe("sent");
    const [push] = await service.waitFor(before + 1).then((all) => all.slice(before));
    if (!push) throw new Error("no push");
    expect(push.path).toBe(new URL(endpoint).pathname);
    expect(push.vapidKey).toBe(vapid.publicKey);
    expect(push.jwt).toMatchObject({ aud: service.url, sub: "mailto:ops@kierto.fi" });
    expect(push.headers.ttl).toBe("86400");
    // Only the device's own keys open it: the push service sees none of it.
    expect(push.body.toString("utf8")).not.toContain("Wool coat");
    expect(JSON.parse(device.decrypt(push.body).toString("utf8"))).toEqual(payload);
  });

  it.each([404, 410])("says a subscription the service answers %i to is gone", async (status) => {
    service.answerNext(status);
    await expect(sender.send({ endpoint: service.endpoint(), keys: deviceKeys().keys }, payload, meta)).resolves.toBe(
      "gone",
    );
  });

  it("fails on any other refusal, so the job is retried", async () => {
    service.answerNext(500);
    await expect(sender.send({ endpoint: service.endpoint(), keys: deviceKeys().keys }, payload, meta)).rejects.toThrow(
      /answered 500/,
    );
  });

  it("is refused by the service when the signature is not the named key's", async () => {
    const forged = createWebPushSender({ ...vapidPair(), publicKey: vapid.publicKey });
    await expect(forged.send({ endpoint: service.endpoint(), keys: deviceKeys().keys }, payload, meta)).rejects.toThrow(
      /answered 401/,
    );
  });
});
