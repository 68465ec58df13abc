import "server-only";

/** The tokens X (or the embedded sign-in) grants: an access token, a refresh token with offline.access. */
export interface XTokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** Seconds the access token lives. */
  expiresIn: number;
  scope: string;
}

export interface XSignedInUser {
  id: string;
  username: string;
  name: string;
}

/**
 * The authorization server side of X sign-in: where to send the creator, then the code exchange,
 * the refresh and users/me. The live one speaks to X over HTTP; the embedded one answers from the database.
 */
export interface XOAuthProvider {
  readonly kind: "live" | "local";
  readonly clientId: string;
  readonly authorizeBase: string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<XTokenSet>;
  refresh(refreshToken: string): Promise<XTokenSet>;
  me(accessToken: string): Promise<XSignedInUser>;
}

/** Why X refused: `invalid_grant` (code or refresh token spent, expired or wrong) asks to sign in again. */
export class XOAuthError extends Error {
  constructor(
    readonly kind: "invalid_grant" | "unauthorized" | "server",
    message: string,
  ) {
    super(message);
  }
}
