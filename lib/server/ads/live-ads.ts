import "server-only";
import type { Criterion, TargetingType } from "@/lib/domain/targeting/ads-criteria";
import type { AdsAdapter, CustomAudience, FundingInstrument, LookupItem, TargetingCriterion, WebEventTag } from "./ads-adapter";
import { liveCampaignMethods, liveLineItem } from "./live-campaigns";
import { XAdsClient, type XAdsClientOptions } from "./x-ads-client";

/* The X Ads API v12 behind the ads adapter interface. */

type Obj = Record<string, unknown>;
type Envelope<T> = { data: T; next_cursor?: string | null };


const audience = (d: Obj): CustomAudience => ({
  id: String(d.id),
  name: String(d.name ?? ""),
  targetable: d.targetable === true,
  reasons_not_targetable: (d.reasons_not_targetable as string[]) ?? [],
  audience_size: typeof d.audience_size === "number" ? d.audience_size : null,
});

const LOOKUP_PATH = { interests: "interests", conversations: "conversations", tv_shows: "tv_shows", languages: "languages", network_operators: "network_operators", locations: "locations" } as const;

export function liveAds(options: XAdsClientOptions & { usersBaseUrl: string; uploadBaseUrl: string }): AdsAdapter {
  const client = new XAdsClient(options);
  const acct = (id: string, rest = "") => `accounts/${encodeURIComponent(id)}${rest}`;

  const all = async <T>(account: Parameters<AdsAdapter["customAudiences"]>[0], path: string, map: (d: Obj) => T): Promise<T[]> => (await client.list(account, path, { count: 1000 })).map(map);

  return {
    kind: "live",

    fundingInstruments: (account) =>
      all<FundingInstrument>(account, acct(account.accountId, "/funding_instruments"), (d) => ({
        id: String(d.id),
        type: String(d.type ?? ""),
        currency: String(d.currency ?? ""),
        able_to_fund: d.able_to_fund === true,
        entity_status: String(d.entity_status ?? ""),
        credit_remaining_local_micro: typeof d.credit_remaining_local_micro === "number" ? d.credit_remaining_local_micro : null,
      })),

    ...liveCampaignMethods(client, { uploadBaseUrl: options.uploadBaseUrl, sleep: options.sleep }),

    async createLineItem(account, input) {
      const { audience_size: _sandboxOnly, ...params } = input;
      const { data } = await client.request<Envelope<Obj>>(account, "POST", client.url(acct(account.accountId, "/line_items"), { ...params, bid_amount_local_micro: params.bid_amount_local_micro ?? undefined }));
      return liveLineItem(data);
    },

    async getLineItem(account, id) {
      try {
        const { data } = await client.request<Envelope<Obj>>(account, "GET", client.url(acct(account.accountId, `/line_items/${encodeURIComponent(id)}`), { with_deleted: true }));
        return liveLineItem(data);
      } catch (error) {
        if (error instanceof Error && "kind" in error && error.kind === "not_found") return null;
        throw error;
      }
    },

    async deleteLineItem(account, id) {
      await client.request(account, "DELETE", client.url(acct(account.accountId, `/line_items/${encodeURIComponent(id)}`)));
    },

    async createTargetingCriteria(account, lineItemId, criteria: Criterion[]): Promise<TargetingCriterion[]> {
      const body = criteria.map((c) => ({ operation_type: "Create", params: { line_item_id: lineItemId, targeting_type: c.targeting_type, targeting_value: c.targeting_value, operator_type: c.operator_type } }));
      const { data } = await client.request<Envelope<Obj[]>>(account, "POST", client.url(`batch/${acct(account.accountId, "/targeting_criteria")}`), body);
      return data.map((d, i) => ({
        id: String(d.id),
        line_item_id: String(d.line_item_id),
        targeting_type: String(d.targeting_type) as TargetingType,
        targeting_value: String(d.targeting_value),
        operator_type: d.operator_type === "NE" ? "NE" : "EQ",
        name: criteria[i]?.name ?? String(d.name ?? ""),
      }));
    },

    customAudiences: (account) => all(account, acct(account.accountId, "/custom_audiences"), audience),

    async createCustomAudience(account, input) {
      const { data } = await client.request<Envelope<Obj>>(account, "POST", client.url(acct(account.accountId, "/custom_audiences"), input));
      return audience(data);
    },

    async lookup(account, kind, query): Promise<LookupItem[]> {
      if (kind === "users") {
        const answer = await client.request<{ data?: Obj[] }>(account, "GET", client.url("users/by", { usernames: query }, options.usersBaseUrl));
        return (answer.data ?? []).map((u) => ({ name: String(u.username), targeting_type: "SIMILAR_TO_FOLLOWERS_OF_USER", targeting_value: String(u.id) }));
      }
      const { data } = await client.request<Envelope<Obj[]>>(account, "GET", client.url(`targeting_criteria/${LOOKUP_PATH[kind]}`, { q: query, count: 50 }));
      return (data ?? []).map((d) => ({ name: String(d.name), targeting_type: String(d.targeting_type ?? ""), targeting_value: String(d.targeting_value) }));
    },

    webEventTags: (account) => all<WebEventTag>(account, acct(account.accountId, "/web_event_tags"), (d) => ({ id: String(d.id), name: String(d.name ?? ""), type: String(d.type ?? "") })),
  };
}
