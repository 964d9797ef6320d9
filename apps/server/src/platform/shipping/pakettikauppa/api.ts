import { CarrierError } from "../carrier";
import { type Parameters, withSignature } from "./signing";

export interface PakettikauppaConfig {
  /** https://api.pakettikauppa.fi, the test server, or our fake; no trailing slash needed. */
  baseUrl: string;
  apiKey: string;
  secret: string;
  /** How long one call may take before it counts as failed (and its job is retried). */
  timeoutMs?: number;
  /** The clock whose Unix time stamps each request. */
  now?: () => Date;
}

/** Ten seconds: the API answers a search in well under one; a hung connection must not hold a job. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** The API answered, but with an error status: `status` says which (401 credentials, 404 unknown, ...). */
export class PakettikauppaApiError extends CarrierError {
  override name = "PakettikauppaApiError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The API's two doors: signed form posts answered with JSON, and the Prinetti XML calls. */
export interface PakettikauppaApi {
  post<T>(path: string, parameters: Parameters): Promise<T>;
  postXml(path: string, xml: string): Promise<string>;
  readonly config: Required<PakettikauppaConfig>;
}

export function createPakettikauppaApi(config: PakettikauppaConfig): PakettikauppaApi {
  const full: Required<PakettikauppaConfig> = {
    timeoutMs: DEFAULT_TIMEOUT_MS,
    now: () => new Date(),
    ...config,
    baseUrl: config.baseUrl.replace(/\/+$/, ""),
  };

  async function send(path: string, body: string, contentType: string): Promise<string> {
    let response: Response;
    try {
      response = await fetch(`${full.baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": contentType, accept: "application/json, text/xml" },
        body,
        signal: AbortSignal.timeout(full.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "could not be reached";
      throw new CarrierError(`Pakettikauppa ${reason} (${path}).`, { cause: error });
    }
    const text = await response.text().catch(() => "");
    if (!response.ok)
      throw new PakettikauppaApiError(
        response.status,
        `Pakettikauppa answered ${response.status} to ${path}: ${errorMessageOf(text)}`,
      );
    return text;
  }

  return {
    config: full,
    async post<T>(path: string, parameters: Parameters) {
      const signed = withSignature(
        { ...parameters, api_key: full.apiKey, timestamp: String(Math.floor(full.now().getTime() / 1000)) },
        full.secret,
      );
      const text = await send(path, new URLSearchParams(signed).toString(), "application/x-www-form-urlencoded");
      try {
        return JSON.parse(text) as T;
      } catch (error) {
        throw new CarrierError(`Pakettikauppa's answer to ${path} is not JSON.`, { cause: error });
      }
    },
    postXml: (path, xml) => send(path, xml, "text/xml; charset=utf-8"),
  };
}

/** The API's error bodies are `{ success: false, message }`; anything else is shown cut short. */
function errorMessageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string") return body.message.slice(0, 200);
  } catch {
    // Not JSON (a proxy's page, the Prinetti XML): the text itself says what there is to say.
  }
  return text.slice(0, 200);
}
