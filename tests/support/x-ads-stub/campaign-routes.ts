import { randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";

/*
 * The X Ads stub's campaign management (v12): campaigns, line items, promoted-only posts and promoted
 * tweets, cards, the media library, synchronous stats, asynchronous stats jobs (with the result as a
 * gzipped file at a URL, as X serves it) and reach estimates. Shapes come from the fixtures; X's
 * rules that the adapter must respect are checked (required parameters, at most 7 days of
 * synchronous stats, 20 entity ids, whole-hour stats bounds), and answered with X's error codes.
 */

type Obj = Record<string, unknown>;

export interface CampaignFixtures {
  campaign: Obj;
  lineItem: Obj;
  promotedTweet: Obj;
  tweet: Obj;
  card: Obj;
  media: Obj;
  /** Daily metric rows (stats fixture), replayed for any entity ids asked for. */
  statsRows: Obj[];
  reach: Obj;
  asyncJob: Obj;
  /** The account's one funding instrument. */
  fundingId: string;
}

export interface CampaignStore {
  campaigns: Map<string, Obj>;
  lineItems: Map<string, Obj>;
  tweets: Map<string, Obj>;
  promotedTweets: Map<string, Obj>;
  cards: Map<string, Obj>;
  media: Map<string, Obj>;
  jobs: Map<string, { job: Obj; polls: number; rows: Obj[] }>;
  files: Map<string, Buffer>;
}

export interface Reply {
  send(status: number, payload: unknown): void;
  /** A raw JSON text (X writes 64-bit ids as bare numbers, which JSON.stringify cannot). */
  sendText(status: number, text: string): void;
  fail(status: number, code: string, message: string, parameter?: string): void;
}

export function campaignStore(): CampaignStore {
  return { campaigns: new Map(), lineItems: new Map(), tweets: new Map(), promotedTweets: new Map(), cards: new Map(), media: new Map(), jobs: new Map(), files: new Map() };
}

const newId = () => randomBytes(3).toString("hex");
const now = () => new Date().toISOString().replace(/\.\d+Z$/, "Z");
const ids = (v: string | undefined) => (v ? v.split(",").filter(Boolean) : []);
const microsOrNull = (v: string | undefined) => (v === undefined || v === "" ? null : Number(v));
const wholeHour = (v: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:00:00(\.000)?Z$/.test(v);

/** A day series per entity: the fixture's rows replayed (cycled) over the asked days. */
function statsRows(fixtures: CampaignFixtures, entityIds: string[], days: number, withBilling: boolean): Obj[] {
  return entityIds.map((id, i) => {
    const source = ((fixtures.statsRows[i % fixtures.statsRows.length].id_data as Obj[])[0].metrics ?? {}) as Record<string, number[] | null>;
    const cycle = (series: number[] | null) => (series ? Array.from({ length: days }, (_, d) => series[d % series.length]) : null);
    const metrics: Record<string, number[] | null> = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, cycle(v)]));
    if (withBilling) metrics.billed_charge_local_micro = cycle((source.impressions ?? []).map((n) => n * 4_000));
    return { id, id_data: [{ segment: null, metrics }] };
  });
}

function statsQueryError(query: Record<string, string>, reply: Reply, maxDays: number | null): { days: number; entityIds: string[] } | null {
  for (const key of ["entity", "entity_ids", "start_time", "end_time", "granularity", "metric_groups", "placement"]) {
    if (!query[key]) {
      reply.fail(400, "MISSING_PARAMETER", `${key} is required`, key);
      return null;
    }
  }
  const entityIds = ids(query.entity_ids);
  if (entityIds.length > 20) return reply.fail(400, "INVALID_PARAMETER", "At most 20 entity_ids", "entity_ids"), null;
  if (!wholeHour(query.start_time) || !wholeHour(query.end_time)) return reply.fail(400, "INVALID_TIME_WINDOW", "start_time and end_time must be expressed in whole hours", "start_time"), null;
  const days = (Date.parse(query.end_time) - Date.parse(query.start_time)) / 86_400_000;
  if (!(days > 0)) return reply.fail(400, "INVALID_TIME_WINDOW", "end_time must be after start_time", "end_time"), null;
  if (maxDays !== null && days > maxDays) return reply.fail(400, "INVALID_TIME_WINDOW", `The time window must be at most ${maxDays} days for synchronous stats`, "end_time"), null;
  return { days: Math.round(days), entityIds };
}

/** Answers a campaign-management request; false when the path is not one of these. */
export function campaignRoutes(o: { method: string; rest: string; statsPath: "sync" | "jobs" | null; query: Record<string, string>; body: unknown; baseUrl: string; store: CampaignStore; fixtures: CampaignFixtures; reply: Reply }): boolean {
  const { method, rest, query, store, fixtures, reply } = o;
  const envelope = (d: unknown) => ({ data: d, request: { params: query }, ...(Array.isArray(d) ? { next_cursor: null, total_count: d.length } : {}) });
  const list = (map: Map<string, Obj>, key: string) => reply.send(200, envelope(ids(query[key]).flatMap((id) => (map.has(id) && (!map.get(id)!.deleted || query.with_deleted === "true") ? [map.get(id)] : []))));
  let m: RegExpMatchArray | null;

  if (o.statsPath === "sync") {
    if (method !== "GET") return false;
    const ok = statsQueryError(query, reply, 7);
    if (ok) reply.send(200, { data_type: "stats", time_series_length: ok.days, data: statsRows(fixtures, ok.entityIds, ok.days, query.metric_groups.includes("BILLING")), request: { params: query } });
    return true;
  }
  if (o.statsPath === "jobs") {
    if (method === "POST") {
      const ok = statsQueryError(query, reply, 90);
      if (!ok) return true;
      // X's job ids are 64-bit: sent as a bare number (beyond what a JavaScript number holds exactly) and as id_str.
      const id = `1${String(Date.now()).padStart(17, "0")}${store.jobs.size}`;
      const job = { ...fixtures.asyncJob, id_str: id, status: "PROCESSING", url: null, entity: query.entity, entity_ids: ids(query.entity_ids), start_time: query.start_time, end_time: query.end_time, granularity: query.granularity };
      store.jobs.set(id, { job, polls: 0, rows: statsRows(fixtures, ok.entityIds, ok.days, query.metric_groups.includes("BILLING")) });
      reply.sendText(200, JSON.stringify({ data: { ...job, id: "__ID__" }, request: { params: query } }).replace('"__ID__"', id));
      return true;
    }
    if (method === "GET") {
      // The first poll finds a job still processing; the next one finds its file ready.
      const found = ids(query.job_ids).flatMap((id) => {
        const entry = store.jobs.get(id);
        if (!entry) return [];
        entry.polls++;
        if (entry.polls >= 2 && entry.job.status !== "SUCCESS") {
          store.files.set(id, gzipSync(JSON.stringify({ data: entry.rows, request: { params: {} } })));
          entry.job = { ...entry.job, status: "SUCCESS", url: `${o.baseUrl}/files/stats-${id}.json.gz` };
        }
        return [entry.job];
      });
      reply.send(200, envelope(found));
      return true;
    }
    return false;
  }

  if (method === "GET" && rest === "/campaigns") return list(store.campaigns, "campaign_ids"), true;
  if (method === "POST" && rest === "/campaigns") {
    if (!query.name) return reply.fail(400, "MISSING_PARAMETER", "name is required", "name"), true;
    if (!query.funding_instrument_id || query.funding_instrument_id !== fixtures.fundingId) return reply.fail(400, "INVALID_PARAMETER", "funding_instrument_id is invalid", "funding_instrument_id"), true;
    const campaign = { ...fixtures.campaign, id: newId(), name: query.name, funding_instrument_id: query.funding_instrument_id, entity_status: query.entity_status ?? "ACTIVE", daily_budget_amount_local_micro: microsOrNull(query.daily_budget_amount_local_micro), total_budget_amount_local_micro: microsOrNull(query.total_budget_amount_local_micro), start_time: query.start_time ?? now(), end_time: query.end_time ?? null, servable: query.entity_status === "ACTIVE", reasons_not_servable: [], created_at: now(), updated_at: now(), deleted: false };
    store.campaigns.set(campaign.id, campaign);
    return reply.send(201, envelope(campaign)), true;
  }
  if ((m = rest.match(/^\/campaigns\/([^/]+)$/))) {
    const campaign = store.campaigns.get(m[1]);
    if (!campaign || campaign.deleted) return reply.fail(404, "NOT_FOUND", "Campaign not found"), true;
    if (method === "PUT") {
      for (const key of ["name", "entity_status", "start_time", "end_time"]) if (query[key] !== undefined) campaign[key] = query[key];
      for (const key of ["daily_budget_amount_local_micro", "total_budget_amount_local_micro"]) if (query[key] !== undefined) campaign[key] = microsOrNull(query[key]);
      campaign.updated_at = now();
    }
    if (method === "DELETE") campaign.deleted = true;
    return reply.send(200, envelope(campaign)), true;
  }
  if (method === "GET" && rest === "/line_items") return list(store.lineItems, "line_item_ids"), true;
  if (method === "PUT" && (m = rest.match(/^\/line_items\/([^/]+)$/))) {
    const item = store.lineItems.get(m[1]);
    if (!item || item.deleted) return reply.fail(404, "NOT_FOUND", "Line item not found"), true;
    if (query.name !== undefined) item.name = query.name;
    if (query.entity_status !== undefined) item.entity_status = query.entity_status;
    if (query.bid_amount_local_micro !== undefined) item.bid_amount_local_micro = Number(query.bid_amount_local_micro);
    return reply.send(200, envelope(item)), true;
  }
  if (method === "POST" && rest === "/tweet") {
    if (!query.text) return reply.fail(400, "MISSING_PARAMETER", "text is required", "text"), true;
    const id = `1${String(Date.now()).slice(-12)}${store.tweets.size}`;
    const tweet = { ...fixtures.tweet, id, id_str: id, tweet_id: id, full_text: query.text, nullcast: query.nullcast === "true", card_uri: query.card_uri ?? null, created_at: new Date().toUTCString() };
    store.tweets.set(id, tweet);
    return reply.send(200, envelope(tweet)), true;
  }
  if (method === "GET" && rest === "/tweets") {
    if (!query.tweet_type) return reply.fail(400, "MISSING_PARAMETER", "tweet_type is required", "tweet_type"), true;
    return list(store.tweets, "tweet_ids"), true;
  }
  if (method === "GET" && rest === "/promoted_tweets") return list(store.promotedTweets, "promoted_tweet_ids"), true;
  if (method === "POST" && rest === "/promoted_tweets") {
    const tweetIds = ids(query.tweet_ids);
    if (!query.line_item_id || !tweetIds.length) return reply.fail(400, "MISSING_PARAMETER", "line_item_id and tweet_ids are required", "tweet_ids"), true;
    if (!store.lineItems.has(query.line_item_id)) return reply.fail(404, "NOT_FOUND", "Line item not found", "line_item_id"), true;
    const made = tweetIds.map((tweetId) => ({ ...fixtures.promotedTweet, id: newId(), line_item_id: query.line_item_id, tweet_id: tweetId, entity_status: "ACTIVE", created_at: now(), updated_at: now(), deleted: false }));
    for (const p of made) store.promotedTweets.set(p.id, p);
    return reply.send(200, envelope(made)), true;
  }
  if ((m = rest.match(/^\/promoted_tweets\/([^/]+)$/))) {
    const item = store.promotedTweets.get(m[1]);
    if (!item || item.deleted) return reply.fail(404, "NOT_FOUND", "Promoted tweet not found"), true;
    if (method === "PUT" && query.entity_status) item.entity_status = query.entity_status;
    if (method === "DELETE") item.deleted = true;
    return reply.send(200, envelope(item)), true;
  }
  if (method === "GET" && rest === "/cards") return list(store.cards, "card_ids"), true;
  if (method === "POST" && rest === "/cards") {
    const input = (o.body ?? {}) as { name?: string; components?: Obj[] };
    if (!input.name || !Array.isArray(input.components) || !input.components.length) return reply.fail(400, "MISSING_PARAMETER", "name and components are required", "components"), true;
    const id = `1${String(Date.now()).slice(-12)}${store.cards.size}`;
    const hasMedia = input.components.some((c) => c.type === "MEDIA");
    const card = { ...fixtures.card, id, card_uri: `card://${id}`, name: input.name, components: input.components, card_type: hasMedia ? "IMAGE_WEBSITE" : "WEBSITE", created_at: now(), updated_at: now(), deleted: false };
    store.cards.set(id, card);
    return reply.send(200, envelope(card)), true;
  }
  if (method === "DELETE" && (m = rest.match(/^\/cards\/([^/]+)$/))) {
    const card = store.cards.get(m[1]);
    if (!card || card.deleted) return reply.fail(404, "NOT_FOUND", "Card not found"), true;
    card.deleted = true;
    return reply.send(200, envelope(card)), true;
  }
  if (method === "GET" && rest === "/media_library") {
    // Paged as X pages it: the fixture's item on the first page (with a cursor), everything else after it.
    const all = [fixtures.media, ...store.media.values()].filter((x) => !x.deleted);
    const page = query.cursor === "c-1" ? all.slice(1) : all.slice(0, 1);
    return reply.send(200, { data: page, request: { params: query }, next_cursor: query.cursor === "c-1" ? null : "c-1" }), true;
  }
  if (method === "DELETE" && (m = rest.match(/^\/media_library\/([^/]+)$/))) {
    const item = m[1] === fixtures.media.media_key ? fixtures.media : store.media.get(m[1]);
    if (!item || item.deleted) return reply.fail(404, "NOT_FOUND", "Media not found"), true;
    item.deleted = true;
    return reply.send(200, envelope(item)), true;
  }
  if (method === "GET" && rest === "/reach_estimate") {
    for (const key of ["product_type", "objective", "campaign_daily_budget_amount_local_micro"]) if (!query[key]) return reply.fail(400, "MISSING_PARAMETER", `${key} is required`, key), true;
    return reply.send(200, { data_type: "reach_estimate", data: fixtures.reach, request: { params: query } }), true;
  }
  return false;
}
