import "server-only";
import { config } from "@/lib/server/config";
import type { Database } from "@/lib/server/db/client";
import { AppError } from "@/lib/server/http/app-error";
import { LiveCreatorActions } from "./live/live-creator-actions";
import { XApiClient } from "./live/x-api-client";
import { LocalCreatorActions } from "./local/local-creator-actions";

export interface XList {
  id: string;
  name: string;
  description: string;
  private: boolean;
  memberCount: number;
}

/**
 * What a creator changes on X through Deep Thought: follows and lists. The local corpus answers by
 * default; failures are XDataError like the reads.
 */
export interface XCreatorActions {
  follow(sourceId: string, targetId: string): Promise<void>;
  unfollow(sourceId: string, targetId: string): Promise<void>;
  ownedLists(ownerId: string): Promise<XList[]>;
  createList(ownerId: string, list: { name: string; description: string; private: boolean }): Promise<XList>;
  updateList(ownerId: string, listId: string, change: { name?: string; description?: string; private?: boolean }): Promise<XList>;
  deleteList(ownerId: string, listId: string): Promise<void>;
  listMemberIds(ownerId: string, listId: string): Promise<string[]>;
  addListMember(ownerId: string, listId: string, userId: string): Promise<void>;
  removeListMember(ownerId: string, listId: string, userId: string): Promise<void>;
}

/** Writes with X API v2 need the creator's own X user token, which only X sign-in gives. */
class LiveWritesUnavailable implements XCreatorActions {
  private fail(): never {
    throw new AppError("conflict", "Changing follows and lists on X needs the account connected with X sign-in: use Connect account under Accounts.");
  }
  follow = async () => this.fail();
  unfollow = async () => this.fail();
  ownedLists = async () => this.fail();
  createList = async () => this.fail();
  updateList = async () => this.fail();
  deleteList = async () => this.fail();
  listMemberIds = async () => this.fail();
  addListMember = async () => this.fail();
  removeListMember = async () => this.fail();
}

/**
 * Where a creator's writes go: X API v2 with the account's own user token from X's sign-in (X
 * client configured); without one, the local corpus, unless X is read live (X_BEARER_TOKEN), where a
 * local write would disagree with X and is refused.
 */
export function xCreatorActions(db: Database, xUserToken: string | null): XCreatorActions {
  const c = config();
  if (c.X_OAUTH_CLIENT_ID && xUserToken) {
    return new LiveCreatorActions(new XApiClient({ bearerToken: c.X_BEARER_TOKEN, userToken: xUserToken, baseUrl: c.X_API_BASE_URL, maxWaitSeconds: c.X_MAX_RATE_LIMIT_WAIT_SECONDS }));
  }
  return c.X_BEARER_TOKEN ? new LiveWritesUnavailable() : new LocalCreatorActions(db);
}
