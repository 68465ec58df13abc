import "server-only";
import { config } from "@/lib/server/config";
import type { Database } from "@/lib/server/db/client";
import type { XDataSource } from "./data-source";
import { LiveDataSource } from "./live/live-data-source";
import { XApiClient } from "./live/x-api-client";
import { LocalDataSource } from "./local/local-data-source";

/** The data source the analyses use: live X API v2 when a bearer token is set, else the local corpus. */
export function xDataSource(db: Database): XDataSource {
  const c = config();
  if (!c.X_BEARER_TOKEN) return new LocalDataSource(db);
  const client = new XApiClient({
    bearerToken: c.X_BEARER_TOKEN,
    userToken: c.X_USER_ACCESS_TOKEN || undefined,
    baseUrl: c.X_API_BASE_URL,
    maxWaitSeconds: c.X_MAX_RATE_LIMIT_WAIT_SECONDS,
  });
  return new LiveDataSource(client, db, c.X_API_SPELLING);
}

/**
 * X API v2 read with one user's own token (X sign-in): every read in that user's context, their
 * posts with the metrics X gives only to their author.
 */
export function userContextDataSource(db: Database, xUserId: string, userToken: string): XDataSource {
  const c = config();
  const client = new XApiClient({ bearerToken: userToken, userToken, baseUrl: c.X_API_BASE_URL, maxWaitSeconds: c.X_MAX_RATE_LIMIT_WAIT_SECONDS });
  return new LiveDataSource(client, db, c.X_API_SPELLING, { userContextOf: xUserId });
}
