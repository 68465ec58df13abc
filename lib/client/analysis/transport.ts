"use client";
import type { Transport } from "@/lib/domain/analysis-screen/plan";
import { createApiClient, type ApiClient } from "../http/client";
import { api } from "../http/api";
import { readPersonalSession } from "../auth/personal-session";

declare global {
  interface Window {
    /** Only honoured by a server in MURMUR_MODE=test: slows analysis answers down (real answers, later). */
    murmurAnalysisTest?: { delayMs?: number; tookTooLongMs?: number };
  }
}

function csrfFromCookie(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)murmur-csrf=([^;]+)/);
  return match ? decodeURIComponent(match[1]) : null;
}

/** The toolkit's client: the personal session's token (spec §6 "Authorization: Token {token}"). */
export function toolkitApi(): ApiClient {
  return createApiClient({ root: "", creatorRoot: "", getToken: () => readPersonalSession()?.token, getCsrfToken: csrfFromCookie });
}

/** The API client of a face of the analysis screen. */
export function analysisClient(face: "dashboard" | "toolkit"): ApiClient {
  return face === "toolkit" ? toolkitApi() : api();
}

/** The analysis screen's requests over an API client. */
export function analysisTransport(client: ApiClient = api()): Transport {
  const testDelay = () => {
    const ms = typeof window !== "undefined" ? window.murmurAnalysisTest?.delayMs : undefined;
    return ms ? { test_delay_ms: ms } : {};
  };
  return {
    post: (path, body, signal) => client.request("POST", path, { body, query: testDelay(), signal }),
    get: (path, query, signal) => client.request("GET", path, { query: { ...query, ...testDelay() }, signal }),
  };
}
