import {
  buildQueryString,
  encodeBody,
  fillPathParams,
  joinUrl,
  type HttpMethod,
  type QueryValue,
} from "@/lib/domain/http-request";
import {
  errorMessageFromBody,
  HttpError,
  isDetailOnlyBody,
  NETWORK_FAILURE_MESSAGE,
} from "@/lib/domain/http-errors";
import { sendWithUploadProgress, type UploadProgress } from "./upload";

export interface ApiClientOptions {
  /** The main API root ("" = same origin). */
  root: string;
  /** The creator-analytics (Deep Thought) API root. */
  creatorRoot: string;
  /** "Token …" credentials for the toolkit session, the extension or the pro-targeting tool. */
  getToken?: () => string | null | undefined;
  getCsrfToken?: () => string | null | undefined;
  /** Called on a 403: the caller is signed out. */
  onForbidden?: () => void;
  fetchImpl?: typeof fetch;
}

export interface RequestOptions {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  /** Use the creator-analytics root. */
  creator?: boolean;
  /** A detail-only body also resolves (as well as being reported as an error). */
  resolveOnError?: boolean;
  onUploadProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /**
   * The raw answer (a file, an event stream) with the same root, credentials and error handling:
   * a status of 400 or above throws the same HttpError as request().
   */
  fetch(method: HttpMethod, path: string, options?: Omit<RequestOptions, "onUploadProgress" | "resolveOnError"> & { accept?: string }): Promise<Response>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const authHeaders = () => {
    const headers: Record<string, string> = {};
    const token = options.getToken?.();
    if (token) headers.Authorization = `Token ${token}`;
    const csrf = options.getCsrfToken?.();
    if (csrf) headers["X-CSRFToken"] = csrf;
    return headers;
  };
  const prepare = (method: HttpMethod, path: string, req: RequestOptions, accept: string) => {
    const encoded = encodeBody<Blob>(req.body, req.query);
    const root = req.creator ? options.creatorRoot : options.root;
    const url = joinUrl(root, fillPathParams(path, req.params)) + buildQueryString(encoded.query);
    const headers: Record<string, string> = { Accept: accept, ...authHeaders() };
    let body: BodyInit | undefined;
    if (encoded.kind === "json") {
      headers["Content-Type"] = "application/json";
      body = encoded.json;
    } else if (encoded.kind === "file") {
      headers["Content-Type"] = encoded.file.type || "application/octet-stream";
      body = encoded.file;
    }
    return { url, headers, body };
  };
  const failure = (status: number, data: unknown) => {
    if (status === 403) options.onForbidden?.();
    return new HttpError(status, data, errorMessageFromBody(data) || NETWORK_FAILURE_MESSAGE);
  };
  return {
    async fetch(method, path, req = {}) {
      const { url, headers, body } = prepare(method, path, req, req.accept ?? "*/*");
      let response: Response;
      try {
        response = await fetchImpl(url, { method, headers, body, credentials: "include", signal: req.signal });
      } catch (error) {
        if ((error as { name?: string })?.name === "AbortError") throw error;
        throw new HttpError(0, null, NETWORK_FAILURE_MESSAGE);
      }
      if (response.status >= 400) throw failure(response.status, await readBody(response));
      return response;
    },
    async request<T>(method: HttpMethod, path: string, req: RequestOptions = {}): Promise<T> {
      const { url, headers, body } = prepare(method, path, req, "application/json");
      let status: number;
      let data: unknown;
      try {
        if (req.onUploadProgress && body !== undefined) {
          ({ status, data } = await sendWithUploadProgress({ method, url, headers, body, onProgress: req.onUploadProgress, signal: req.signal }));
        } else {
          const response = await fetchImpl(url, { method, headers, body, credentials: "include", signal: req.signal });
          status = response.status;
          data = await readBody(response);
        }
      } catch (error) {
        if ((error as { name?: string })?.name === "AbortError") throw error;
        throw new HttpError(0, null, NETWORK_FAILURE_MESSAGE);
      }

      if (status >= 400) throw failure(status, data);
      if (isDetailOnlyBody(data) && !req.resolveOnError) {
        throw new HttpError(status, data, errorMessageFromBody(data));
      }
      return data as T;
    },
  };
}
