import "server-only";
import { desc, eq } from "drizzle-orm";
import { parseHost } from "@/lib/domain/host";
import { LOCAL_X_CLIENT_ID } from "@/lib/domain/creators/x-sign-in";
import { config, hostConfig } from "@/lib/server/config";
import type { Database } from "@/lib/server/db/client";
import { corpusAccounts, creatorAccounts } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import type { LocalConsentRequest } from "@/lib/schemas/x-sign-in";
import { LocalXOAuth } from "./local-x-oauth";

/** The embedded sign-in answers only while no X client is configured. */
function requireEmbedded(): void {
  if (config().X_OAUTH_CLIENT_ID) throw new AppError("not_found", "This installation signs in with X itself; the local consent screen is off.");
}

/** Like X: an unknown client or a redirect URI it did not register is refused before anything is shown. */
function checkClient(r: LocalConsentRequest): void {
  if (r.client_id !== LOCAL_X_CLIENT_ID) throw new AppError("bad_request", `Unknown client "${r.client_id}".`, { client_id: [`Unknown client "${r.client_id}".`] });
  const url = new URL(r.redirect_uri);
  const registered = config().X_OAUTH_REDIRECT_URI;
  const ok = registered ? r.redirect_uri === registered : url.pathname === "/authenticated" && parseHost(url.host, hostConfig()).variant === "suite";
  if (!ok) throw new AppError("bad_request", "The redirect URI is not registered for this client.", { redirect_uri: ["The redirect URI is not registered for this client."] });
}

/** What the consent screen shows: the scopes asked for and accounts to sign in as (the user's own first, then the most followed). */
export async function localConsentInfo(db: Database, userId: string, r: LocalConsentRequest) {
  requireEmbedded();
  checkClient(r);
  const own = await db.select({ handle: creatorAccounts.handle }).from(creatorAccounts).where(eq(creatorAccounts.userId, userId));
  const popular = await db.select({ handle: corpusAccounts.handle, name: corpusAccounts.name }).from(corpusAccounts).orderBy(desc(corpusAccounts.followersCount), corpusAccounts.id).limit(8);
  const handles = [...new Set([...own.map((a) => a.handle), ...popular.map((a) => a.handle)])];
  return { client_name: "Deep Thought", scopes: r.scope.split(" ").filter(Boolean), suggestions: handles.slice(0, 10) };
}

/** The creator's choice: back to the redirect URI with a code (and the state), or with access_denied. */
export async function decideLocalConsent(db: Database, r: LocalConsentRequest & { decision: "allow" | "deny"; handle?: string }): Promise<{ redirect_to: string }> {
  requireEmbedded();
  checkClient(r);
  const back = new URL(r.redirect_uri);
  back.searchParams.set("state", r.state);
  if (r.decision === "deny") {
    back.searchParams.set("error", "access_denied");
    return { redirect_to: back.toString() };
  }
  if (!r.handle) throw new AppError("bad_request", "Choose the X account to sign in as.", { handle: ["Choose the X account to sign in as."] });
  const provider = new LocalXOAuth(db, "");
  back.searchParams.set("code", await provider.grantCode({ handle: r.handle, codeChallenge: r.code_challenge, redirectUri: r.redirect_uri, scope: r.scope }));
  return { redirect_to: back.toString() };
}
