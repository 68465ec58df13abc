"use client";
import type { Transport } from "@/lib/domain/analysis-screen/plan";
import type { ApiClient } from "../http/client";
import { api } from "../http/api";

declare global {
  interface Window {
    /** Only honoured by a server in MURMUR_MODE=test: slows analysis answers down (real answers, later). */
    murmurAnalysisTest?: { delayMs?: number; tookTooLongMs?: number };
  }
}

/** The toolkit's client: the app's client, which sends the personal session's token (spec §6). */
export function toolkitApi(): ApiClient {
  return api();
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
