import "server-only";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { corpusAccounts, localXGrants } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { LOCAL_X_CLIENT_ID } from "@/lib/domain/creators/x-sign-in";
import { LocalDataSource } from "@/lib/server/x/local/local-data-source";
import { randomSecret, s256, secretHash } from "./pkce";
import { XOAuthError, type XOAuthProvider, type XSignedInUser, type XTokenSet } from "./x-oauth-provider";

/** Lifetimes: a code for 2 minutes, access tokens 2 hours (as X), refresh tokens 180 days. */
const CODE_TTL_MS = 2 * 60_000;
const ACCESS_TTL_S = 2 * 60 * 60;
const REFRESH_TTL_MS = 180 * 24 * 60 * 60_000;

/** Where the embedded sign-in's consent screen is (on the suite host). */
export const LOCAL_CONSENT_PATH = "/local-x-consent";

/**
 * The embedded X sign-in: the consent screen grants a code bound to a corpus account, the PKCE
 * challenge and the redirect URI; the code, then the refresh token, are each good once.
 */
export class LocalXOAuth implements XOAuthProvider {
  readonly kind = "local" as const;
  readonly clientId = LOCAL_X_CLIENT_ID;

  constructor(
    private db: Database,
    readonly authorizeBase: string,
  ) {}

  /** The consent screen's approval: a code for the chosen account. */
  async grantCode(input: { handle: string; codeChallenge: string; redirectUri: string; scope: string }): Promise<string> {
    const user = await new LocalDataSource(this.db).userByHandle(input.handle).catch(() => {
      throw new AppError("bad_request", `No X account @${input.handle} in this installation's data.`, { handle: [`No X account @${input.handle} in this installation's data.`] });
    });
    const code = randomSecret();
    await this.db.insert(localXGrants).values({ hash: secretHash(code), kind: "code", xUserId: user.id, codeChallenge: input.codeChallenge, redirectUri: input.redirectUri, scope: input.scope, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
    return code;
  }

  async exchangeCode({ code, codeVerifier, redirectUri }: { code: string; codeVerifier: string; redirectUri: string }): Promise<XTokenSet> {
    const grant = await this.spend(code, "code");
    if (grant.redirectUri !== redirectUri) throw new XOAuthError("invalid_grant", "The redirect URI does not match the authorization request.");
    if (grant.codeChallenge !== s256(codeVerifier)) throw new XOAuthError("invalid_grant", "The code verifier does not match the code challenge.");
    return this.issue(grant.xUserId, grant.scope);
  }

  async refresh(refreshToken: string): Promise<XTokenSet> {
    const grant = await this.spend(refreshToken, "refresh");
    return this.issue(grant.xUserId, grant.scope);
  }

  async me(accessToken: string): Promise<XSignedInUser> {
    const [grant] = await this.db
      .select()
      .from(localXGrants)
      .where(and(eq(localXGrants.hash, secretHash(accessToken)), eq(localXGrants.kind, "access"), gt(localXGrants.expiresAt, new Date())));
    if (!grant) throw new XOAuthError("unauthorized", "The access token is not valid.");
    const [account] = await this.db.select({ id: corpusAccounts.id, username: corpusAccounts.handle, name: corpusAccounts.name }).from(corpusAccounts).where(eq(corpusAccounts.id, grant.xUserId));
    if (!account) throw new XOAuthError("server", "The signed-in account is no longer in this installation's data.");
    return account;
  }

  /** Deletes the grant as it reads it: a second use of the same code or refresh token finds nothing. */
  private async spend(secret: string, kind: "code" | "refresh") {
    const [grant] = await this.db
      .delete(localXGrants)
      .where(and(eq(localXGrants.hash, secretHash(secret)), eq(localXGrants.kind, kind)))
      .returning();
    if (!grant || grant.expiresAt.getTime() <= Date.now()) throw new XOAuthError("invalid_grant", kind === "code" ? "The authorization code is invalid, used or expired." : "The refresh token is invalid, used or expired.");
    return grant;
  }

  private async issue(xUserId: string, scope: string): Promise<XTokenSet> {
    const accessToken = randomSecret();
    const refreshToken = randomSecret();
    const now = Date.now();
    await this.db.insert(localXGrants).values([
      { hash: secretHash(accessToken), kind: "access", xUserId, scope, expiresAt: new Date(now + ACCESS_TTL_S * 1000) },
      { hash: secretHash(refreshToken), kind: "refresh", xUserId, scope, expiresAt: new Date(now + REFRESH_TTL_MS) },
    ]);
    return { accessToken, refreshToken, expiresIn: ACCESS_TTL_S, scope };
  }
}
