import { ERRORS, IlhaError } from "@ilha/core";

export type RequestMethod = "GET" | "PUT" | "POST" | "DELETE" | "PATCH";

export type RequestOptions = {
  method: RequestMethod;
  url: string;
  /** Sent as JSON; a `FormData` body is sent as it is (multipart). */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * For calls to Ilha's own API (the builder's): the interface language, sent as the `lang` query
   * parameter. Visitor forms leave it out.
   */
  language?: string | undefined;
  signal?: AbortSignal | undefined;
};

export type RequestResult<T> = {
  status: number;
  /** The JSON body; `undefined` for 204 and for replies that are not JSON. */
  data: T | undefined;
  /** The `x-total-count` header of paged lists, when the reply has one. */
  totalCount?: number;
  /** The reply's `ETag` (a site document's version), when it has one. */
  etag?: string;
  /** Every header of the reply (a list's other counts, such as an inbox's `x-unread-count`). */
  headers: Headers;
};

export const LANGUAGE_PARAMETER = "lang";

/**
 * The error a request throws when no reply arrived (spec §8: status 400 with the failure's
 * message), so callers can tell it from a server's answer.
 */
export class NetworkFailureError extends IlhaError {
  constructor(message: string) {
    super({ status: ERRORS.failedToFetch.status, code: ERRORS.failedToFetch.code, message });
    this.name = "NetworkFailureError";
  }
}

function withLanguage(url: string, language: string | undefined): string {
  if (language === undefined) return url;
  const separator = url.includes("?") ? "&" : "?";
  return `${url}${separator}${LANGUAGE_PARAMETER}=${encodeURIComponent(language)}`;
}

function encodeBody(body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  if (body === undefined) return { headers: {} };
  if (body instanceof FormData) return { body, headers: {} };
  return { body: JSON.stringify(body), headers: { "content-type": "application/json" } };
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (!(response.headers.get("content-type") ?? "").includes("json")) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function textField(data: unknown, key: string): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}

function totalCountOf(response: Response): number | undefined {
  const header = response.headers.get("x-total-count");
  if (header === null || header.trim() === "") return undefined;
  const count = Number(header);
  return Number.isFinite(count) ? count : undefined;
}

/**
 * The shared request helper (spec §7, §8). Sends credentials; 2xx and 3xx replies (204 among them)
 * succeed. A status of 400 or more throws an `IlhaError` with that status and the reply's `message`
 * and `code` (without a JSON message: "Please refresh page to load data"; without a code:
 * `http_<status>`) and the reply's `details`. A network failure throws a `NetworkFailureError`: status 400 with the
 * failure's message. An abort
 * rethrows the abort error.
 */
export async function request<T = unknown>(options: RequestOptions): Promise<RequestResult<T>> {
  const encoded = encodeBody(options.body);
  let response: Response;
  try {
    response = await fetch(withLanguage(options.url, options.language), {
      method: options.method,
      credentials: "include",
      headers: { accept: "application/json", ...encoded.headers, ...options.headers },
      body: encoded.body ?? null,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const message = error instanceof Error ? error.message : ERRORS.failedToFetch.message;
    throw new NetworkFailureError(message);
  }
  const data = await readJson(response);
  if (response.status >= 400) {
    const details =
      typeof data === "object" && data !== null
        ? (data as { details?: unknown }).details
        : undefined;
    throw new IlhaError(
      {
        status: response.status,
        code: textField(data, "code") ?? `http_${response.status}`,
        message: textField(data, "message") ?? ERRORS.refreshPage.message,
      },
      details,
    );
  }
  const totalCount = totalCountOf(response);
  const etag = response.headers.get("etag");
  return {
    status: response.status,
    data: data as T | undefined,
    headers: response.headers,
    ...(totalCount === undefined ? {} : { totalCount }),
    ...(etag === null ? {} : { etag }),
  };
}
