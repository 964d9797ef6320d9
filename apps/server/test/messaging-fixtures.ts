import { expect } from "vitest";
import { createProduct, type ProductOverrides } from "../src/db/factories";
import type { TestApp } from "./test-app";

type SignedIn = Awaited<ReturnType<TestApp["signedInUser"]>>;

/** A seller with a listing and a buyer with a chat about it, both signed in. */
export async function chatFixture(t: TestApp, product: ProductOverrides = {}) {
  const seller = await t.signedInUser();
  const buyer = await t.signedInUser();
  const listing = await createProduct(t.db, { userId: seller.id, ...product });
  const chat = await startChat(t, buyer, listing.id);
  return { seller, buyer, product: listing, chatId: chat.id };
}

export async function startChat(t: TestApp, buyer: SignedIn, productId: string): Promise<{ id: string }> {
  const response = await t.request("/api/chats", { method: "POST", cookie: buyer.cookie, json: { productId } });
  expect([200, 201], await response.clone().text()).toContain(response.status);
  return (await response.json()) as { id: string };
}

export function sendMessage(t: TestApp, sender: SignedIn, chatId: string, content: string, clientId?: string) {
  return t.request(`/api/chats/${chatId}/messages`, {
    method: "POST",
    cookie: sender.cookie,
    json: clientId ? { content, clientId } : { content },
  });
}

export interface MessageDto {
  id: string;
  chatId: string;
  senderId: string;
  content: string;
  createdAt: string;
  mine: boolean;
  clientId: string | null;
}

export async function readMessages(t: TestApp, reader: SignedIn, chatId: string, after?: string) {
  const query = after ? `?after=${after}` : "";
  const response = await t.request(`/api/chats/${chatId}/messages${query}`, { cookie: reader.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { items: MessageDto[]; hasMore: boolean };
}

export async function block(t: TestApp, blocker: SignedIn, userId: string) {
  const response = await t.request("/api/blocks", { method: "POST", cookie: blocker.cookie, json: { userId } });
  expect([200, 201]).toContain(response.status);
}
