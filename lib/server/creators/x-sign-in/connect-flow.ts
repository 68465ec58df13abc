import "server-only";
import { and, eq, lt } from "drizzle-orm";
import { config } from "@/lib/server/config";
import type { Database } from "@/lib/server/db/client";
import { creatorAccounts, creatorXSignIns } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { seal, unseal } from "@/lib/server/crypto/secret-box";
import { authorizeUrl } from "@/lib/domain/creators/x-sign-in";
import type { XSignInCallback } from "@/lib/schemas/x-sign-in";
import { accountView } from "../creator-accounts";
import { startCreatorSync } from "../sync-followers-job";
import { xOAuthProvider } from "./provider";
import { randomSecret, s256, secretHash } from "./pkce";
import { tokenColumns } from "./stored-tokens";
import { XOAuthError } from "./x-oauth-provider";

const VERIFIER = "creator-x-sign-in-verifier";

export const START_AGAIN = "Start again with Connect account under Accounts.";

/** Begins "Connect account": keeps a state and PKCE verifier for this user, and answers where to send them. */
export async function startXSignIn(db: Database, userId: string, suiteOrigin: string): Promise<{ authorize_url: string }> {
  const c = config();
  const provider = xOAuthProvider(db, suiteOrigin);
  const state = randomSecret();
  const verifier = randomSecret();
  const redirectUri = c.X_OAUTH_REDIRECT_URI || `${suiteOrigin}/authenticated`;
  const now = new Date();
  await db.delete(creatorXSignIns).where(and(eq(creatorXSignIns.userId, userId), lt(creatorXSignIns.expiresAt, now)));
  await db.insert(creatorXSignIns).values({
    stateHash: secretHash(state),
    userId,
    codeVerifier: seal(VERIFIER, verifier),
    redirectUri,
    expiresAt: new Date(now.getTime() + c.X_OAUTH_STATE_TTL_SECONDS * 1000),
  });
  return { authorize_url: authorizeUrl(provider.authorizeBase, { clientId: provider.clientId, redirectUri, state, codeChallenge: s256(verifier) }) };
}

/** The sign-in this user started with this state, used up as it is read (a replay finds nothing). */
async function consumeSignIn(db: Database, userId: string, state: string) {
  const [signIn] = await db
    .delete(creatorXSignIns)
    .where(and(eq(creatorXSignIns.stateHash, secretHash(state)), eq(creatorXSignIns.userId, userId)))
    .returning();
  if (!signIn) throw new AppError("bad_request", `This sign-in answer does not belong to a sign-in you started, or it was already used. ${START_AGAIN}`);
  if (signIn.expiresAt.getTime() <= Date.now()) throw new AppError("bad_request", `This sign-in took too long and expired. ${START_AGAIN}`);
  const verifier = unseal(VERIFIER, signIn.codeVerifier);
  if (!verifier) throw new AppError("bad_request", `This sign-in can no longer be completed. ${START_AGAIN}`);
  return { verifier, redirectUri: signIn.redirectUri };
}

function exchangeFailure(e: unknown): never {
  if (e instanceof XOAuthError && e.kind === "invalid_grant") throw new AppError("bad_request", `X did not accept the sign-in: ${e.message} ${START_AGAIN}`);
  if (e instanceof XOAuthError) throw new AppError("bad_gateway", `X sign-in failed: ${e.message} ${START_AGAIN}`);
  throw e;
}

/**
 * X's answer at /authenticated: checks the state, exchanges the code with the verifier, reads
 * users/me, keeps the tokens (sealed) on the connected account, makes it the active one and starts its first sync.
 */
export async function completeXSignIn(db: Database, userId: string, answer: XSignInCallback, suiteOrigin: string) {
  const { verifier, redirectUri } = await consumeSignIn(db, userId, answer.state);
  if (answer.error === "access_denied") throw new AppError("bad_request", "You did not allow Deep Thought to use your X account, so nothing was connected.");
  if (answer.error) throw new AppError("bad_request", `X sign-in failed: ${answer.error_description || answer.error}. ${START_AGAIN}`);
  if (!answer.code) throw new AppError("bad_request", `The sign-in answer carried no code. ${START_AGAIN}`);
  const provider = xOAuthProvider(db, suiteOrigin);
  const tokens = await provider.exchangeCode({ code: answer.code, codeVerifier: verifier, redirectUri }).catch(exchangeFailure);
  const user = await provider.me(tokens.accessToken).catch(exchangeFailure);
  const values = { handle: user.username, ...tokenColumns(tokens), selectedAt: new Date() };
  const [account] = await db
    .insert(creatorAccounts)
    .values({ userId, xUserId: user.id, ...values })
    .onConflictDoUpdate({ target: [creatorAccounts.userId, creatorAccounts.xUserId], set: values })
    .returning();
  const job = await startCreatorSync(db, account.id, userId);
  return { account: accountView({ ...account, lastSyncJobId: job.id }), job_id: job.id };
}
