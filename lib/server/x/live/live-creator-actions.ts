import "server-only";
import type { XCreatorActions, XList } from "../creator-actions";
import type { XApiClient } from "./x-api-client";

type Obj = Record<string, unknown>;
const LIST_FIELDS = "description,private,member_count";
const PAGES_MAX = 60;

function toList(o: Obj): XList {
  return {
    id: String(o.id),
    name: typeof o.name === "string" ? o.name : "",
    description: typeof o.description === "string" ? o.description : "",
    private: o.private === true,
    memberCount: typeof o.member_count === "number" ? o.member_count : 0,
  };
}

/** Follows and lists changed on X itself through X API v2, in the creator's own user context. */
export class LiveCreatorActions implements XCreatorActions {
  constructor(private client: XApiClient) {}

  async follow(sourceId: string, targetId: string) {
    await this.client.write("POST", `/2/users/${sourceId}/following`, { target_user_id: targetId }, { repeatable: true });
  }

  async unfollow(sourceId: string, targetId: string) {
    await this.client.write("DELETE", `/2/users/${sourceId}/following/${targetId}`);
  }

  /** Every page of a paged list endpoint (pagination_token), in the user context. */
  private async pages(path: string, query: Record<string, string | number>): Promise<Obj[]> {
    const out: Obj[] = [];
    let token: string | undefined;
    for (let page = 0; page < PAGES_MAX; page++) {
      const { body } = await this.client.get(path, { ...query, pagination_token: token }, { userContext: true });
      out.push(...((Array.isArray(body.data) ? body.data : []) as Obj[]));
      token = (body.meta as Obj | undefined)?.next_token as string | undefined;
      if (!token) break;
    }
    return out;
  }

  async ownedLists(ownerId: string) {
    return (await this.pages(`/2/users/${ownerId}/owned_lists`, { "list.fields": LIST_FIELDS, max_results: 100 })).map(toList);
  }

  private async list(listId: string): Promise<XList> {
    const { body } = await this.client.get(`/2/lists/${listId}`, { "list.fields": LIST_FIELDS }, { userContext: true });
    return toList((body.data as Obj) ?? { id: listId });
  }

  async createList(_ownerId: string, list: { name: string; description: string; private: boolean }) {
    const { body } = await this.client.write("POST", "/2/lists", { name: list.name, ...(list.description ? { description: list.description } : {}), private: list.private });
    return { ...list, id: String((body.data as Obj).id), memberCount: 0 };
  }

  async updateList(_ownerId: string, listId: string, change: { name?: string; description?: string; private?: boolean }) {
    await this.client.write("PUT", `/2/lists/${listId}`, change);
    return this.list(listId);
  }

  async deleteList(_ownerId: string, listId: string) {
    await this.client.write("DELETE", `/2/lists/${listId}`);
  }

  async listMemberIds(_ownerId: string, listId: string) {
    return (await this.pages(`/2/lists/${listId}/members`, { max_results: 100 })).map((u) => String(u.id));
  }

  async addListMember(_ownerId: string, listId: string, userId: string) {
    await this.client.write("POST", `/2/lists/${listId}/members`, { user_id: userId }, { repeatable: true });
  }

  async removeListMember(_ownerId: string, listId: string, userId: string) {
    await this.client.write("DELETE", `/2/lists/${listId}/members/${userId}`);
  }
}
