import type { ApiType } from "@kierto/server/app-type";
import type { ApiErrorBody } from "@kierto/shared";
import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";

/** A refused or failed API call, carrying the server's error code for the catalogue. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Parameters for the code's text, such as a suspension's `reason`. */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The typed client of our own API (types only are imported from the server). */
export const api = hc<ApiType>("/api");

/** The body type of a response's successful outcomes only. */
type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/** Reads a typed client response: its JSON when ok, otherwise throws an ApiError. */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  pending: Promise<R>,
): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await pending;
  } catch {
    throw new ApiError(0, "NETWORK", "Network request failed");
  }
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as SuccessBody<R>;
  throw await toApiError(response as unknown as Response);
}

/** A plain call, for endpoints outside the typed client (the auth endpoints, file uploads). */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; json?: unknown; body?: FormData } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.json === undefined && init.body === undefined ? "GET" : "POST"),
      headers: init.json === undefined ? undefined : { "content-type": "application/json" },
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, "NETWORK", "Network request failed");
  }
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    return new ApiError(
      response.status,
      body.error?.code ?? "UNKNOWN",
      body.error?.message ?? "",
      body.error?.details ?? {},
    );
  } catch {
    return new ApiError(response.status, "UNKNOWN", response.statusText);
  }
}
