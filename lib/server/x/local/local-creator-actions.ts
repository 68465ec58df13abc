import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { corpusFollows, localXListMembers, localXLists } from "@/lib/server/db/schema";
import type { XCreatorActions, XList } from "../creator-actions";
import { XDataError } from "../errors";

const notFound = (id: string) => new XDataError("not_found", `Could not find list with id: [${id}].`, 404);

/**
 * Follows and lists kept in the local corpus and database, as X would keep them. A follow changes
 * the corpus graph without a new corpus version: analyses of the creator may show the old follow
 * counts until the next import.
 */
export class LocalCreatorActions implements XCreatorActions {
  constructor(private db: Database) {}

  async follow(sourceId: string, targetId: string) {
    const at = new Date();
    await this.db.insert(corpusFollows).values({ followerId: sourceId, followeeId: targetId, firstSeenAt: at, lastSeenAt: at }).onConflictDoNothing();
  }

  async unfollow(sourceId: string, targetId: string) {
    await this.db.delete(corpusFollows).where(and(eq(corpusFollows.followerId, sourceId), eq(corpusFollows.followeeId, targetId)));
  }

  private async list(ownerId: string, listId: string): Promise<XList> {
    const id = Number(listId);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(listId);
    const [row] = await this.db.select().from(localXLists).where(and(eq(localXLists.id, id), eq(localXLists.ownerId, ownerId)));
    if (!row) throw notFound(listId);
    const [{ n }] = await this.db.select({ n: count() }).from(localXListMembers).where(eq(localXListMembers.listId, id));
    return { id: String(row.id), name: row.name, description: row.description, private: row.private, memberCount: n };
  }

  async ownedLists(ownerId: string) {
    const rows = await this.db
      .select({ id: localXLists.id, name: localXLists.name, description: localXLists.description, private: localXLists.private, memberCount: count(localXListMembers.memberId) })
      .from(localXLists)
      .leftJoin(localXListMembers, eq(localXListMembers.listId, localXLists.id))
      .where(eq(localXLists.ownerId, ownerId))
      .groupBy(localXLists.id)
      .orderBy(asc(localXLists.id));
    return rows.map((r) => ({ ...r, id: String(r.id) }));
  }

  async createList(ownerId: string, list: { name: string; description: string; private: boolean }) {
    const [row] = await this.db.insert(localXLists).values({ ownerId, ...list }).returning();
    return { id: String(row.id), name: row.name, description: row.description, private: row.private, memberCount: 0 };
  }

  async updateList(ownerId: string, listId: string, change: { name?: string; description?: string; private?: boolean }) {
    await this.list(ownerId, listId);
    await this.db.update(localXLists).set(change).where(eq(localXLists.id, Number(listId)));
    return this.list(ownerId, listId);
  }

  async deleteList(ownerId: string, listId: string) {
    await this.list(ownerId, listId);
    await this.db.delete(localXLists).where(eq(localXLists.id, Number(listId)));
  }

  async listMemberIds(ownerId: string, listId: string) {
    await this.list(ownerId, listId);
    const rows = await this.db.select({ id: localXListMembers.memberId }).from(localXListMembers).where(eq(localXListMembers.listId, Number(listId))).orderBy(asc(localXListMembers.addedAt), asc(localXListMembers.memberId));
    return rows.map((r) => r.id);
  }

  async addListMember(ownerId: string, listId: string, userId: string) {
    await this.list(ownerId, listId);
    await this.db.insert(localXListMembers).values({ listId: Number(listId), memberId: userId }).onConflictDoNothing();
  }

  async removeListMember(ownerId: string, listId: string, userId: string) {
    await this.list(ownerId, listId);
    await this.db.delete(localXListMembers).where(and(eq(localXListMembers.listId, Number(listId)), eq(localXListMembers.memberId, userId)));
  }
}
