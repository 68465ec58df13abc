import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { queryRows } from "@/lib/server/corpus/query-rows";
import { LIST_MEMBERS_MAX } from "@/lib/domain/creators/x-limits";
import { AppError } from "@/lib/server/http/app-error";
import type { XCreatorActions, XList } from "@/lib/server/x/creator-actions";
import { xDataSource } from "@/lib/server/x/x-data-source";
import type { ListView } from "@/lib/schemas/creators";
import type { CreatorAccount } from "./creator-accounts";
import { creatorXActions } from "./creator-x-actions";
import { creatorXError } from "./x-errors";

const view = (l: XList): ListView => ({ id: l.id, name: l.name, description: l.description, private: l.private, member_count: l.memberCount });

/** Runs a call on the account's write adapter (X itself or the local corpus), wording X's failures for the creator. */
async function onX<T>(db: Database, account: CreatorAccount, call: (x: XCreatorActions) => Promise<T>): Promise<T> {
  try {
    return await call(await creatorXActions(db, account));
  } catch (e) {
    throw creatorXError(e, account.handle);
  }
}

export async function listLists(db: Database, account: CreatorAccount): Promise<ListView[]> {
  return (await onX(db, account, (x) => x.ownedLists(account.xUserId))).map(view);
}

export async function createList(db: Database, account: CreatorAccount, list: { name: string; description: string; private: boolean }): Promise<ListView> {
  return view(await onX(db, account, (x) => x.createList(account.xUserId, list)));
}

export async function updateList(db: Database, account: CreatorAccount, listId: string, change: { name?: string; description?: string; private?: boolean }): Promise<ListView> {
  return view(await onX(db, account, (x) => x.updateList(account.xUserId, listId, change)));
}

export async function deleteList(db: Database, account: CreatorAccount, listId: string): Promise<void> {
  await onX(db, account, (x) => x.deleteList(account.xUserId, listId));
}

export async function listMembers(db: Database, account: CreatorAccount, listId: string) {
  const ids = await onX(db, account, (x) => x.listMemberIds(account.xUserId, listId));
  if (!ids.length) return [];
  const rows = await queryRows<{ id: string; handle: string; name: string; followers_count: number; verified: boolean }>(
    db,
    sql`select id, handle, name, followers_count, verified from corpus_accounts where id = any(${sql.param(ids)}::text[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? { id, handle: id, name: "", followers_count: 0, verified: false });
}

/** Adds a handle to a list, within X's 5,000 members. */
export async function addListMember(db: Database, account: CreatorAccount, listId: string, handle: string) {
  const members = await onX(db, account, (x) => x.listMemberIds(account.xUserId, listId));
  const user = await onX(db, account, () => xDataSource(db).userByHandle(handle));
  if (!members.includes(user.id) && members.length >= LIST_MEMBERS_MAX) throw new AppError("bad_request", `A list can hold at most ${LIST_MEMBERS_MAX.toLocaleString("en")} members.`);
  await onX(db, account, (x) => x.addListMember(account.xUserId, listId, user.id));
  return { id: user.id, handle: user.handle, name: user.name ?? "", followers_count: user.followersCount ?? 0, verified: user.verified ?? false };
}

export async function removeListMember(db: Database, account: CreatorAccount, listId: string, memberId: string) {
  await onX(db, account, (x) => x.removeListMember(account.xUserId, listId, memberId));
}
