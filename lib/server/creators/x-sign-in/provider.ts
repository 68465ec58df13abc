import "server-only";
import { config } from "@/lib/server/config";
import type { Database } from "@/lib/server/db/client";
import { LiveXOAuth } from "./live-x-oauth";
import { LOCAL_CONSENT_PATH, LocalXOAuth } from "./local-x-oauth";
import type { XOAuthProvider } from "./x-oauth-provider";

/** X's own sign-in when a client id is configured; else the embedded one, whose consent screen is on the suite origin. */
export function xOAuthProvider(db: Database, suiteOrigin = `http://${config().SUITE_HOSTS[0]}`): XOAuthProvider {
  const c = config();
  if (!c.X_OAUTH_CLIENT_ID) return new LocalXOAuth(db, `${suiteOrigin}${LOCAL_CONSENT_PATH}`);
  return new LiveXOAuth({
    clientId: c.X_OAUTH_CLIENT_ID,
    clientSecret: c.X_OAUTH_CLIENT_SECRET,
    authorizeUrl: c.X_OAUTH_AUTHORIZE_URL,
    tokenUrl: c.X_OAUTH_TOKEN_URL,
    apiBaseUrl: c.X_API_BASE_URL,
  });
}
