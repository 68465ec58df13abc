import "server-only";
import { AdsError, type AdsAccount, type AdsAdapter, type Card, type CardType, type Campaign, type EntityStats, type LineItem, type MediaItem, type PromotedTweet } from "./ads-adapter";
import { uploadMediaToX } from "./live-media-upload";
import type { XAdsClient } from "./x-ads-client";

/*
 * Campaign management on the X Ads API v12: campaigns, line items, promoted tweets, cards, the
 * media library, daily stats (synchronous for short ranges, an asynchronous job for longer ones)
 * and reach estimates.
 */

type Obj = Record<string, unknown>;
type Envelope<T> = { data: T; next_cursor?: string | null };
type Query = Record<string, string | number | boolean | string[] | undefined>;

const num = (v: unknown) => (typeof v === "number" ? v : v === null || v === undefined || v === "" ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

export const liveCampaign = (d: Obj): Campaign => ({
  id: String(d.id),
  name: String(d.name ?? ""),
  funding_instrument_id: String(d.funding_instrument_id ?? ""),
  entity_status: String(d.entity_status ?? ""),
  daily_budget_amount_local_micro: num(d.daily_budget_amount_local_micro),
  total_budget_amount_local_micro: num(d.total_budget_amount_local_micro),
  start_time: str(d.start_time),
  end_time: str(d.end_time),
  currency: str(d.currency),
});

export const liveLineItem = (d: Obj): LineItem => ({
  id: String(d.id),
  campaign_id: String(d.campaign_id),
  name: String(d.name ?? ""),
  objective: String(d.objective ?? ""),
  product_type: String(d.product_type ?? ""),
  placements: (d.placements as string[]) ?? [],
  entity_status: String(d.entity_status ?? ""),
  start_time: str(d.start_time),
  end_time: str(d.end_time),
  deleted: d.deleted === true,
  bid_amount_local_micro: num(d.bid_amount_local_micro),
});

const promoted = (d: Obj, text = ""): PromotedTweet => ({ id: String(d.id), line_item_id: String(d.line_item_id), tweet_id: String(d.tweet_id), card_id: str(d.card_id), text, entity_status: String(d.entity_status ?? "ACTIVE") });

const CARD_COMPONENT: Record<CardType, string> = { WEBSITE: "DETAILS", IMAGE: "MEDIA", VIDEO: "MEDIA" };

function card(d: Obj): Card {
  const components = (d.components as Obj[]) ?? [];
  const media = components.find((c) => c.media_key);
  const details = components.find((c) => c.title || c.destination);
  const destination = (details?.destination as Obj | undefined) ?? {};
  const kind = String(d.card_type ?? "").toUpperCase();
  return {
    id: String(d.id ?? d.card_uri ?? ""),
    name: String(d.name ?? ""),
    card_type: kind.includes("VIDEO") ? "VIDEO" : media ? "IMAGE" : "WEBSITE",
    title: String(details?.title ?? d.title ?? ""),
    website_url: str(destination.url ?? d.website_url),
    media_key: str(media?.media_key),
  };
}

const mediaItem = (d: Obj): MediaItem => ({ media_key: String(d.media_key), name: String(d.name ?? ""), media_type: String(d.media_type ?? ""), file_size: Number(d.file_size ?? 0), media_url: String(d.media_url ?? "") });

/** X's DAY granularity answers hold one value per day from the start; null means no delivery. */
function statsFrom(rows: Obj[], start: Date): EntityStats[] {
  return rows.map((row) => {
    const metrics = (((row.id_data as Obj[]) ?? [])[0]?.metrics as Record<string, (number | null)[] | null>) ?? {};
    const series = (key: string) => metrics[key] ?? [];
    const length = Math.max(series("impressions").length, series("engagements").length, series("billed_charge_local_micro").length);
    const days = Array.from({ length }, (_, i) => ({
      date: new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10),
      impressions: series("impressions")[i] ?? 0,
      engagements: series("engagements")[i] ?? 0,
      clicks: series("clicks")[i] ?? 0,
      spend_micro: series("billed_charge_local_micro")[i] ?? 0,
    }));
    return { id: String(row.id), simulated: false, days };
  });
}

/** Days at UTC midnight, as X wants stats ranges. */
const dayStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
/** X answers synchronous stats for at most 7 days; longer ranges go through an asynchronous job. */
const SYNC_STATS_DAYS = 7;

export function liveCampaignMethods(client: XAdsClient, options: { uploadBaseUrl: string; sleep?: (ms: number) => Promise<void>; jobPollMs?: number }) {
  const acct = (id: string, rest = "") => `accounts/${encodeURIComponent(id)}${rest}`;
  const get = async <T>(account: AdsAccount, path: string, query: Query = {}) => (await client.request<Envelope<T>>(account, "GET", client.url(path, query))).data;
  const write = async <T>(account: AdsAccount, method: "POST" | "PUT" | "DELETE", path: string, query: Query = {}, json?: unknown) => (await client.request<Envelope<T>>(account, method, client.url(path, query), json)).data;
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));

  async function asyncStats(account: AdsAccount, query: Query): Promise<Obj[]> {
    const job = await write<Obj>(account, "POST", `stats/jobs/${acct(account.accountId)}`, query);
    // X's job ids are 64-bit: the bare number loses its last digits in JavaScript, id_str keeps them.
    const jobId = String(job.id_str ?? job.id);
    for (let attempt = 0; attempt < 30; attempt++) {
      const [state] = await get<Obj[]>(account, `stats/jobs/${acct(account.accountId)}`, { job_ids: jobId });
      if (!state) throw new AdsError("server", "X Ads no longer knows this statistics job.", 502);
      if (state?.status === "SUCCESS" && state.url) {
        const res = await fetch(String(state.url));
        if (!res.ok) throw new AdsError("server", "X Ads stats file could not be read.", 502);
        // X serves the job's result gzipped; a plain JSON answer is read as is.
        const bytes = Buffer.from(await res.arrayBuffer());
        const text = bytes[0] === 0x1f && bytes[1] === 0x8b ? (await import("node:zlib")).gunzipSync(bytes).toString("utf8") : bytes.toString("utf8");
        return (JSON.parse(text) as { data: Obj[] }).data;
      }
      if (state?.status === "FAILED") throw new AdsError("server", "X Ads could not compute these statistics.", 502);
      await sleep(options.jobPollMs ?? 2000);
    }
    throw new AdsError("server", "X Ads took too long to compute these statistics.", 504);
  }

  const methods: Omit<AdsAdapter, "kind" | "fundingInstruments" | "createLineItem" | "getLineItem" | "deleteLineItem" | "createTargetingCriteria" | "customAudiences" | "createCustomAudience" | "lookup" | "webEventTags"> = {
    async createCampaign(account, input) {
      return liveCampaign(await write<Obj>(account, "POST", acct(account.accountId, "/campaigns"), { ...input, end_time: input.end_time ?? undefined, daily_budget_amount_local_micro: input.daily_budget_amount_local_micro ?? undefined, total_budget_amount_local_micro: input.total_budget_amount_local_micro ?? undefined }));
    },
    async campaigns(account, ids) {
      return ids.length ? (await get<Obj[]>(account, acct(account.accountId, "/campaigns"), { campaign_ids: ids, count: 1000 })).map(liveCampaign) : [];
    },
    async updateCampaign(account, id, patch) {
      return liveCampaign(await write<Obj>(account, "PUT", acct(account.accountId, `/campaigns/${encodeURIComponent(id)}`), { ...patch, end_time: patch.end_time ?? undefined, daily_budget_amount_local_micro: patch.daily_budget_amount_local_micro ?? undefined, total_budget_amount_local_micro: patch.total_budget_amount_local_micro ?? undefined }));
    },
    async deleteCampaign(account, id) {
      await write(account, "DELETE", acct(account.accountId, `/campaigns/${encodeURIComponent(id)}`));
    },
    async lineItems(account, ids) {
      return ids.length ? (await get<Obj[]>(account, acct(account.accountId, "/line_items"), { line_item_ids: ids, count: 1000 })).map(liveLineItem) : [];
    },
    async updateLineItem(account, id, patch) {
      return liveLineItem(await write<Obj>(account, "PUT", acct(account.accountId, `/line_items/${encodeURIComponent(id)}`), patch));
    },
    async promotedTweets(account, ids) {
      if (!ids.length) return [];
      const rows = await get<Obj[]>(account, acct(account.accountId, "/promoted_tweets"), { promoted_tweet_ids: ids, count: 1000 });
      // A promoted tweet names its post; the post's text comes from the account's tweets (promoted-only ones included).
      const tweetIds = [...new Set(rows.map((d) => String(d.tweet_id)))];
      const posts = tweetIds.length ? await get<Obj[]>(account, acct(account.accountId, "/tweets"), { tweet_ids: tweetIds, tweet_type: "PUBLISHED", trim_user: true }) : [];
      const text = new Map(posts.map((p) => [String(p.id_str ?? p.tweet_id ?? p.id), String(p.full_text ?? p.text ?? "")]));
      return rows.map((d) => promoted(d, text.get(String(d.tweet_id)) ?? ""));
    },
    async createPromotedTweet(account, input) {
      // An ad is a post: made as a promoted-only post with the card, then promoted in the line item.
      const tweet = await write<Obj>(account, "POST", acct(account.accountId, "/tweet"), { text: input.text, nullcast: true, card_uri: input.card_id ? `card://${input.card_id}` : undefined });
      const tweetId = String(tweet.id_str ?? tweet.tweet_id ?? tweet.id);
      const [made] = await write<Obj[]>(account, "POST", acct(account.accountId, "/promoted_tweets"), { line_item_id: input.line_item_id, tweet_ids: [tweetId] });
      return promoted({ ...made, card_id: input.card_id }, input.text);
    },
    async updatePromotedTweet(account, id, patch) {
      return promoted(await write<Obj>(account, "PUT", acct(account.accountId, `/promoted_tweets/${encodeURIComponent(id)}`), patch));
    },
    async deletePromotedTweet(account, id) {
      await write(account, "DELETE", acct(account.accountId, `/promoted_tweets/${encodeURIComponent(id)}`));
    },
    async cards(account, ids) {
      return ids.length ? (await get<Obj[]>(account, acct(account.accountId, "/cards"), { card_ids: ids })).map(card) : [];
    },
    async createCard(account, input) {
      const components =
        CARD_COMPONENT[input.card_type] === "MEDIA"
          ? [{ type: "MEDIA", media_key: input.media_key }, { type: "DETAILS", title: input.title, destination: { type: "WEBSITE", url: input.website_url } }]
          : [{ type: "DETAILS", title: input.title, destination: { type: "WEBSITE", url: input.website_url } }];
      return card(await write<Obj>(account, "POST", acct(account.accountId, "/cards"), {}, { name: input.name, components }));
    },
    async deleteCard(account, id) {
      await write(account, "DELETE", acct(account.accountId, `/cards/${encodeURIComponent(id)}`));
    },
    async media(account, keys) {
      if (!keys.length) return [];
      // The library is paged; read on until every key asked for is found or the pages end.
      const found = (items: Obj[]) => keys.every((k) => items.some((i) => i.media_key === k));
      const all = await client.list(account, acct(account.accountId, "/media_library"), { count: 50 }, found);
      return all.map(mediaItem).filter((m) => keys.includes(m.media_key));
    },
    async createMedia(account, input) {
      // X's media library takes a media_key from X's own upload host: the file goes there first.
      const mediaKey = await uploadMediaToX(client, account, input, { uploadBaseUrl: options.uploadBaseUrl, sleep });
      return mediaItem(await write<Obj>(account, "POST", acct(account.accountId, "/media_library"), { media_key: mediaKey, name: input.name, file_name: input.name }));
    },
    async deleteMedia(account, key) {
      await write(account, "DELETE", acct(account.accountId, `/media_library/${encodeURIComponent(key)}`));
    },
    async stats(account, input) {
      if (!input.ids.length) return [];
      const start = dayStart(input.start);
      const end = new Date(dayStart(input.end).getTime() + 86_400_000);
      const query: Query = { entity: input.entity, entity_ids: input.ids, start_time: start.toISOString(), end_time: end.toISOString(), granularity: "DAY", placement: "ALL_ON_TWITTER", metric_groups: ["ENGAGEMENT", "BILLING"] };
      const days = (end.getTime() - start.getTime()) / 86_400_000;
      const rows = days <= SYNC_STATS_DAYS ? await get<Obj[]>(account, `stats/${acct(account.accountId)}`, query) : await asyncStats(account, query);
      return statsFrom(rows, start);
    },
    async reachEstimate(account, input) {
      const d = await get<Obj>(account, acct(account.accountId, "/reach_estimate"), {
        product_type: "PROMOTED_TWEETS",
        objective: "REACH",
        bid_amount_local_micro: input.bid_amount_local_micro,
        campaign_daily_budget_amount_local_micro: input.daily_budget_amount_local_micro,
      });
      const range = (v: unknown) => ({ min: Number((v as Obj)?.min ?? 0), max: Number((v as Obj)?.max ?? 0) });
      return { reach: range(d.count), impressions: range(d.impressions), simulated: false };
    },
  };
  return methods;
}
