"use client";
import { redirectToLogin } from "../return-path";
import { createApiClient, type ApiClient } from "./client";
import { readPersonalSession } from "../auth/personal-session";

let client: ApiClient | undefined;

function csrfFromCookie(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)murmur-csrf=([^;]+)/);
  return match ? decodeURIComponent(match[1]) : null;
}

/** The browser's API client, configured once from the public config. */
export function configureApi(roots: { apiRoot: string; creatorApiRoot: string }): ApiClient {
  client = createApiClient({
    root: roots.apiRoot,
    creatorRoot: roots.creatorApiRoot,
    getCsrfToken: csrfFromCookie,
    // The Targeting Toolkit's personal session (spec §6): its token goes with every call made on that host.
    getToken: () => readPersonalSession()?.token,
    onForbidden: () => redirectToLogin(),
  });
  return client;
}

export function api(): ApiClient {
  client ??= configureApi({ apiRoot: "", creatorApiRoot: "" });
  return client;
}
