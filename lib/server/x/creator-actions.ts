import "server-only";
import { config } from "@/lib/server/config";
import type { Database } from "@/lib/server/db/client";
import { XDataError } from "./errors";
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

/** Writes with X API v2 need the creator's own X user token (the connect flow), which this version does not store yet. */
class LiveWritesUnavailable implements XCreatorActions {
  private fail(): never {
    throw new XDataError("auth", "Changing follows and lists on X needs the account connected with X sign-in.", 401);
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

export function xCreatorActions(db: Database): XCreatorActions {
  return config().X_BEARER_TOKEN ? new LiveWritesUnavailable() : new LocalCreatorActions(db);
}
