import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** One API request the fake Stripe received: its form fields flattened as Stripe's SDK encodes them. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** `line_items[0][price_data][unit_amount]` -> "4990", as sent on the wire. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  currency: string;
  amount_total: number;
  success_url: string;
  cancel_url: string;
  expires_at: number;
}

export interface FakeAccount {
  id: string;
  object: "account";
  type: string;
  country: string;
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: { currently_due: string[]; eventually_due: string[]; past_due: string[] };
  metadata: Record<string, string>;
}

export interface FakeTransfer {
  id: string;
  object: "transfer";
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  source_transaction: string | null;
  reversed: boolean;
  metadata: Record<string, string>;
  created: number;
}

export interface FakeStripe {
  /** The SDK's `host`, `port` and `protocol` options that point it here. */
  api: { host: string; port: number; protocol: "http" };
  requests: RecordedRequest[];
  sessions: Map<string, FakeCheckoutSession>;
  /** Connect Express accounts, by id. */
  accounts: Map<string, FakeAccount>;
  transfers: Map<string, FakeTransfer>;
  /**
   * What each connected account holds at Stripe: transfers add to it, reversals take from it,
   * and a reversal it cannot cover is refused with `balance_insufficient`. Set it to 0 to play
   * Stripe paying the seller's bank out.
   */
  accountBalances: Map<string, number>;
  /** Requests to one endpoint, e.g. `POST /v1/refunds`. */
  requestsTo(methodAndPath: string): RecordedRequest[];
  /** The next request to this endpoint answers with a Stripe API error of this status. */
  failNext(methodAndPath: string, status: number): void;
  /**
   * A webhook delivery as Stripe sends it: the event's JSON and its `Stripe-Signature` header,
   * made by the SDK's own test helper with `secret` (the endpoint's whsec_...).
   */
  webhook(
    type: string,
    session: FakeCheckoutSession,
    options: { secret: string; eventId?: string },
  ): { body: string; signature: string; eventId: string };
  /**
   * A Connect webhook delivery about a connected account (`account.updated`), signed with
   * `secret`; `created` (Unix seconds, default now) says when Stripe made it.
   */
  connectEvent(
    type: string,
    account: FakeAccount,
    options: { secret: string; eventId?: string; created?: number },
  ): { body: string; signature: string; eventId: string };
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
  response.end(JSON.stringify(body));
}

/** Keys Stripe's SDK sends as `metadata[transactionId]` back into an object. */
function prefixed(form: Record<string, string>, prefix: string) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1]) out[match[1]] = value;
  }
  return out;
}

/**
 * A Stripe of our own on loopback that speaks the part of Stripe's REST API the stripe provider
 * uses: Checkout Sessions (create, retrieve, expire) and Refunds, and for Connect payouts Express
 * accounts, Account Links, Transfers and their reversals, with each connected account's balance
 * (a reversal it cannot cover is refused as Stripe refuses it). It records every request, and
 * like Stripe it answers a repeated Idempotency-Key with the first answer instead of acting twice.
 * The provider is tested through the official SDK and real HTTP, not against a mock of the SDK.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const accounts = new Map<string, FakeAccount>();
  const transfers = new Map<string, FakeTransfer>();
  const accountBalances = new Map<string, number>();
  const invalid = (message: string, extra: Record<string, string> = {}): Reply => ({
    status: 400,
    body: { error: { type: "invalid_request_error", message, ...extra } },
  });
  const replies = new Map<string, { status: number; body: unknown }>();
  const failures = new Map<string, number>();
  let origin = "";

  type Reply = { status: number; body: unknown; injected?: true };
  const handle = (method: string, path: string, form: Record<string, string>): Reply => {
    const failure = failures.get(`${method} ${path}`);
    if (failure) {
      failures.delete(`${method} ${path}`);
      const error = { type: "api_error", message: "The fake Stripe was told to fail." };
      return { status: failure, body: { error }, injected: true };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      // Stripe's rule: a session lasts between 30 minutes and 24 hours from when it is created.
      const expiresIn = Number(form.expires_at) * 1000 - Date.now();
      if (form.expires_at && (expiresIn < 30 * 60 * 1000 || expiresIn > 24 * 60 * 60 * 1000)) {
        const error = { type: "invalid_request_error", param: "expires_at", message: "expires_at out of range" };
        return { status: 400, body: { error } };
      }
      const id = newId("cs_test");
      const session: FakeCheckoutSession = {
        id,
        object: "checkout.session",
        url: `${origin}/c/pay/${id}`,
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        metadata: prefixed(form, "metadata"),
        client_reference_id: form.client_reference_id ?? null,
        currency: form["line_items[0][price_data][currency]"] ?? "",
        amount_total: Number(form["line_items[0][price_data][unit_amount]"] ?? 0),
        success_url: form.success_url ?? "",
        cancel_url: form.cancel_url ?? "",
        expires_at: Number(form.expires_at ?? 0),
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath?.[1]) {
      const session = sessions.get(sessionPath[1]);
      if (!session) {
        return { status: 404, body: { error: { type: "invalid_request_error", message: "No such checkout session" } } };
      }
      if (method === "GET" && !sessionPath[2]) return { status: 200, body: session };
      if (method === "POST" && sessionPath[2]) {
        if (session.status !== "open") {
          return { status: 400, body: { error: { type: "invalid_request_error", message: "Session is not open" } } };
        }
        session.status = "expired";
        return { status: 200, body: session };
      }
    }
    if (method === "POST" && path === "/v1/refunds") {
      if (!form.payment_intent) {
        return { status: 400, body: { error: { type: "invalid_request_error", message: "Missing payment_intent" } } };
      }
      return {
        status: 200,
        body: { id: newId("re"), object: "refund", payment_intent: form.payment_intent, status: "succeeded" },
      };
    }
    if (method === "POST" && path === "/v1/accounts") {
      if (form.type !== "express") return invalid("Only Express accounts in this fake", { param: "type" });
      const account: FakeAccount = {
        id: newId("acct"),
        object: "account",
        type: form.type,
        country: form.country ?? "US",
        email: form.email ?? null,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { currently_due: ["external_account", "individual.dob.day"], eventually_due: [], past_due: [] },
        metadata: prefixed(form, "metadata"),
      };
      accounts.set(account.id, account);
      accountBalances.set(account.id, 0);
      return { status: 200, body: account };
    }
    if (method === "POST" && path === "/v1/account_links") {
      if (!form.account || !accounts.has(form.account)) return invalid("No such account", { param: "account" });
      if (!form.return_url || !form.refresh_url || !form.type)
        return invalid("Missing return_url, refresh_url or type");
      const created = Math.floor(Date.now() / 1000);
      return {
        status: 200,
        body: {
          object: "account_link",
          created,
          expires_at: created + 300,
          url: `${origin}/setup/e/${form.account}/${randomBytes(8).toString("hex")}`,
        },
      };
    }
    if (method === "POST" && path === "/v1/transfers") {
      const destination = form.destination ?? "";
      if (!accounts.has(destination)) return invalid("No such destination", { param: "destination" });
      const transfer: FakeTransfer = {
        id: newId("tr"),
        object: "transfer",
        amount: Number(form.amount),
        amount_reversed: 0,
        currency: form.currency ?? "",
        destination,
        transfer_group: form.transfer_group ?? null,
        source_transaction: form.source_transaction ?? null,
        reversed: false,
        metadata: prefixed(form, "metadata"),
        created: Math.floor(Date.now() / 1000),
      };
      transfers.set(transfer.id, transfer);
      accountBalances.set(destination, (accountBalances.get(destination) ?? 0) + transfer.amount);
      return { status: 200, body: transfer };
    }
    const transferPath = /^\/v1\/transfers\/([^/]+)(\/reversals)?$/.exec(path);
    if (transferPath?.[1]) {
      const transfer = transfers.get(transferPath[1]);
      if (!transfer)
        return { status: 404, body: { error: { type: "invalid_request_error", message: "No such transfer" } } };
      if (method === "GET" && !transferPath[2]) return { status: 200, body: transfer };
      if (method === "POST" && transferPath[2]) {
        const amount = form.amount ? Number(form.amount) : transfer.amount - transfer.amount_reversed;
        if (amount <= 0 || amount > transfer.amount - transfer.amount_reversed) {
          return invalid("Reversal amount exceeds the transfer's remaining amount", { param: "amount" });
        }
        const balance = accountBalances.get(transfer.destination) ?? 0;
        if (balance < amount) {
          return invalid("The connected account's balance is insufficient for this reversal.", {
            code: "balance_insufficient",
          });
        }
        accountBalances.set(transfer.destination, balance - amount);
        transfer.amount_reversed += amount;
        transfer.reversed = transfer.amount_reversed === transfer.amount;
        return {
          status: 200,
          body: {
            id: newId("trr"),
            object: "transfer_reversal",
            amount,
            currency: transfer.currency,
            transfer: transfer.id,
            metadata: prefixed(form, "metadata"),
          },
        };
      }
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unknown ${method} ${path}` } } };
  };

  const server = createServer(async (request, response) => {
    const method = request.method ?? "GET";
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const form = method === "POST" ? await readForm(request) : {};
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    requests.push({ method, path, form, idempotencyKey, authorization: request.headers.authorization });
    const replayKey = idempotencyKey ? `${method} ${path} ${idempotencyKey}` : undefined;
    const replay = replayKey ? replies.get(replayKey) : undefined;
    if (replay) return send(response, replay.status, replay.body);
    const reply = handle(method, path, form);
    // Stripe keeps the first answer to a key once the endpoint ran; a refused request is not kept.
    if (replayKey && !reply.injected && reply.status < 500) replies.set(replayKey, reply);
    send(response, reply.status, reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    api: { host: "127.0.0.1", port, protocol: "http" },
    requests,
    sessions,
    accounts,
    transfers,
    accountBalances,
    requestsTo: (methodAndPath) => requests.filter((r) => `${r.method} ${r.path}` === methodAndPath),
    failNext(methodAndPath, status) {
      failures.set(methodAndPath, status);
    },
    webhook(type, session, { secret, eventId = newId("evt") }) {
      const body = JSON.stringify({
        id: eventId,
        object: "event",
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        data: { object: session },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
      return { body, signature, eventId };
    },
    connectEvent(type, account, { secret, eventId = newId("evt"), created = Math.floor(Date.now() / 1000) }) {
      const body = JSON.stringify({
        id: eventId,
        object: "event",
        type,
        account: account.id,
        api_version: Stripe.API_VERSION,
        created,
        livemode: false,
        pending_webhooks: 1,
        data: { object: account },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
      return { body, signature, eventId };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
