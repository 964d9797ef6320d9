import { describe, expect, it } from "vitest";
import { createTestApp, TEST_ORIGIN } from "../../../test/test-app";

const t = await createTestApp();

/** A request as it arrives over TCP from `peer`, which the app reads from the Node socket. */
function fromPeer(path: string, peer: string, headers: Record<string, string> = {}) {
  return t.app.request(path, { headers }, { incoming: { socket: { remoteAddress: peer } } });
}

describe("the dev outbox", () => {
  it("is served to a peer on this machine", async () => {
    for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect((await fromPeer("/api/dev/mailbox", peer)).status).toBe(200);
      expect((await fromPeer("/dev/mailbox", peer)).status).toBe(200);
    }
  });

  it("does not exist for a peer on the network, whatever its headers claim", async () => {
    for (const path of ["/api/dev/mailbox", "/api/dev/mailbox?to=admin@kierto.test", "/dev/mailbox"]) {
      expect((await fromPeer(path, "192.168.1.20")).status).toBe(404);
      expect((await fromPeer(path, "203.0.113.7", { "x-forwarded-for": "127.0.0.1" })).status).toBe(404);
    }
  });

  it("does not exist for a request a local proxy or tunnel forwarded, though its socket is loopback", async () => {
    const forwarded: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.7" },
      { forwarded: "for=203.0.113.7;proto=https" },
      { "x-forwarded-host": "kierto-dev.example-tunnel.app" },
      { "x-real-ip": "203.0.113.7" },
    ];
    for (const path of ["/api/dev/mailbox", "/api/dev/mailbox?to=admin@kierto.test", "/dev/mailbox"]) {
      for (const headers of forwarded) {
        const response = await fromPeer(path, "127.0.0.1", headers);
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain("@");
      }
    }
  });
});

describe("the development origin", () => {
  it("accepts a sign-up from http://127.0.0.1 as well as from http://localhost", async () => {
    expect(TEST_ORIGIN).toBe("http://localhost:3000");
    const response = await t.app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { origin: "http://127.0.0.1:3000", "content-type": "application/json" },
      body: JSON.stringify({ name: "Loopback Person", email: "loopback@example.test", password: "kesä-mökki-2026" }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  });
});
