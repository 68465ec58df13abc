"use client";
import { redirectToLogin } from "../return-path";
import { createApiClient, type ApiClient } from "./client";

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
    onForbidden: () => redirectToLogin(),
  });
  return client;
}

export function api(): ApiClient {
  client ??= configureApi({ apiRoot: "", creatorApiRoot: "" });
  return client;
}
