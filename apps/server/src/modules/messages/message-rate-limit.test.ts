import { describe, expect, it } from "vitest";
import { chatFixture, sendMessage } from "../../../test/messaging-fixtures";
import { createTestApp, errorCode } from "../../../test/test-app";
import { MESSAGE_RATE_LIMIT } from "./messages.routes";

// Limits on: this file checks the per-user message limit that stops floods.
const t = await createTestApp({ rateLimits: true });

describe("the message rate limit", () => {
  it("stops a sender past 30 messages a minute, and only that sender", async () => {
    const { buyer, seller, chatId } = await chatFixture(t);
    const statuses: number[] = [];
    for (let i = 0; i < MESSAGE_RATE_LIMIT.max; i++) {
      statuses.push((await sendMessage(t, buyer, chatId, `Message ${i}`)).status);
    }
    expect(statuses.every((status) => status === 201)).toBe(true);

    const flood = await sendMessage(t, buyer, chatId, "One too many");
    expect(flood.status).toBe(429);
    expect(await errorCode(flood)).toBe("RATE_LIMITED");

    const reply = await sendMessage(t, seller, chatId, "The other party is not held back");
    expect(reply.status).toBe(201);
  });
});
