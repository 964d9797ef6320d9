import { createProduct, type ProductOverrides } from "../src/db/factories";
import { type Caller, expectJson, type TestApp } from "./test-app";

/** A seller with a listing and a buyer with a chat about it, both signed in. */
export async function chatFixture(t: TestApp, product: ProductOverrides = {}) {
  const seller = await t.signedInUser();
  const buyer = await t.signedInUser();
  const listing = await createProduct(t.db, { userId: seller.id, ...product });
  const chat = await startChat(t, buyer, listing.id);
  return { seller, buyer, product: listing, chatId: chat.id };
}

/** The buyer's chat about a listing, new (201) or existing (200). */
export async function startChat(t: TestApp, buyer: Caller, productId: string) {
  return expectJson(await t.api(buyer).chats.$post({ json: { productId } }), [200, 201]);
}

export function sendMessage(
  t: TestApp,
  sender: Caller | undefined,
  chatId: string,
  content: string,
  clientId?: string,
) {
  return t.api(sender).chats[":id"].messages.$post({
    param: { id: chatId },
    json: clientId ? { content, clientId } : { content },
  });
}

export async function readMessages(t: TestApp, reader: Caller, chatId: string, after?: string) {
  const response = await t.api(reader).chats[":id"].messages.$get({
    param: { id: chatId },
    query: after ? { after } : {},
  });
  return expectJson(response, 200);
}

export async function block(t: TestApp, blocker: Caller, userId: string) {
  await expectJson(await t.api(blocker).blocks.$post({ json: { userId } }), [200, 201]);
}
