import http from "node:http";
import { testChatSchema, testListingSchema, testUserSchema } from "../../src/modules/dev";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request with node:http, reading the whole body: a response cut short rejects (the
 * socket's error), as does a connection the server refused or reset.
 */
export function request(
  url: string,
  options: { method?: string; body?: unknown; cookie?: string; agent?: http.Agent } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method: options.method ?? "GET",
        agent: options.agent,
        headers: {
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("aborted", () => reject(new Error("response aborted")));
        response.on("end", () => {
          if (!response.complete) return reject(new Error("response cut short"));
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(payload);
  });
}

/** The session cookie a test-data account comes with, as a Cookie header. */
export function cookieOf(answer: Answer): string {
  return (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

// The test-data endpoints exist only in development, outside ApiType: their answers are read
// through the routes' own response schemas.

/** A signed-in account made through the development test-data endpoint. */
export async function testUser(baseUrl: string): Promise<{ id: string; cookie: string }> {
  const answer = await request(`${baseUrl}/api/dev/test-data/users`, { method: "POST", body: {} });
  if (answer.status !== 201) throw new Error(`test user: ${answer.status} ${answer.body}`);
  return { id: testUserSchema.parse(JSON.parse(answer.body)).id, cookie: cookieOf(answer) };
}

/** A listing made through the development test-data endpoint. */
export async function testListing(baseUrl: string, input: { sellerId: string; photos?: number }) {
  const answer = await request(`${baseUrl}/api/dev/test-data/listings`, { method: "POST", body: input });
  if (answer.status !== 201) throw new Error(`test listing: ${answer.status} ${answer.body}`);
  return testListingSchema.parse(JSON.parse(answer.body));
}

/** A buyer's chat about a listing, made through the development test-data endpoint. */
export async function testChat(baseUrl: string, input: { listingId: string; buyerId: string }) {
  const answer = await request(`${baseUrl}/api/dev/test-data/chats`, { method: "POST", body: input });
  if (answer.status !== 201) throw new Error(`test chat: ${answer.status} ${answer.body}`);
  return testChatSchema.parse(JSON.parse(answer.body));
}
