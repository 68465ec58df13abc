/** What Deep Thought asks X for: read the account, its followers, following and lists; change follows and lists; a refresh token. */
export const X_SIGN_IN_SCOPES = ["tweet.read", "users.read", "follows.read", "follows.write", "list.read", "list.write", "offline.access"] as const;

/** The client id the embedded sign-in (local consent screen) answers to. */
export const LOCAL_X_CLIENT_ID = "murmur-local-x";

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

/** X's authorize URL for an authorization-code request with PKCE (S256). */
export function authorizeUrl(base: string, r: AuthorizeRequest): string {
  const url = new URL(base);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", r.clientId);
  url.searchParams.set("redirect_uri", r.redirectUri);
  url.searchParams.set("scope", X_SIGN_IN_SCOPES.join(" "));
  url.searchParams.set("state", r.state);
  url.searchParams.set("code_challenge", r.codeChallenge);
  url.searchParams.set("code_challenge_method", "S256");
  return url.toString();
}

/** Refresh this long before X's expiry, so a request never starts with a token about to lapse. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

export function needsRefresh(expiresAt: Date | null, now: number): boolean {
  return expiresAt !== null && expiresAt.getTime() - now < TOKEN_REFRESH_MARGIN_MS;
}
