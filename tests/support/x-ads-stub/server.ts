import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import OAuth from "oauth-1.0a";
import { parse } from "csv-parse/sync";
import { campaignRoutes, campaignStore, type CampaignFixtures, type CampaignStore } from "./campaign-routes";
import { mediaLibraryAdd, mediaUploadRoute, type StubUpload, type UploadSettings } from "./media-upload-routes";

/*
 * A local stand-in for ads-api.x.com (v12), and for the upload host's media/upload.json, that checks every OAuth 1.0a signature with an
 * independent OAuth library and answers with the real response shapes in ../shared/data/x-ads-api
 * (v12 mocks, SDK fixtures); writes are kept in memory. Failures can be injected.
 */

type Obj = Record<string, unknown>;

export interface AdsStubRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
}

export type AdsInjected =
  | { status: 429; resetInSeconds: number; header?: "x-account-rate-limit-reset" | "x-rate-limit-reset" }
  | { status: 400; code: string; message: string; parameter?: string }
  | { status: 503 }
  | { status: 502; html: true };

export interface XAdsStub {
  url: string;
  /** The account the fixtures describe (18ce54d4x5t). */
  accountId: string;
  requests: AdsStubRequest[];
  /** Requests whose signature did not verify. */
  rejected: number;
  lineItems: Map<string, Obj>;
  criteria: Obj[];
  /** Campaigns, posts, promoted tweets, cards, media and stats jobs made through the stub. */
  store: CampaignStore;
  /** Chunked media uploads by media id, and how the stub processes videos. */
  uploads: Map<string, StubUpload>;
  uploadSettings: UploadSettings;
  /** Answer the next request (or the next one whose path matches) with this failure instead. */
  inject(failure: AdsInjected, onPath?: RegExp): void;
  stop(): Promise<void>;
}

const ACCOUNT = "18ce54d4x5t";

function oauthParams(header: string | undefined): Record<string, string> {
  return Object.fromEntries([...(header ?? "").matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k, decodeURIComponent(v)]));
}

function fixtures(sharedDir: string) {
  const base = path.join(sharedDir, "data/x-ads-api");
  const read = (rel: string) => JSON.parse(readFileSync(path.join(base, rel), "utf8")) as Obj;
  const v12 = (rel: string) => read(`v12-mocks/${rel}`);
  const csvInterests = (parse(readFileSync(path.join(base, "x_ads_interests_first200_2015.csv"), "utf8"), { columns: true }) as Record<string, string>[]).map((r) => ({ name: r.name, targeting_type: "INTEREST", targeting_value: r.targeting_value }));
  const users = (JSON.parse(readFileSync(path.join(sharedDir, "data/x-api-v2/samples/users.jsonl"), "utf8").split("\n")[0]) as { data: Obj[] }).data;
  return {
    funding: v12(`accounts/${ACCOUNT}/funding_instruments.json`).data as Obj[],
    campaign: (v12(`accounts/${ACCOUNT}/campaigns.json`).data as Obj[])[0],
    lineItem: (v12(`accounts/${ACCOUNT}/line_items.json`).data as Obj[])[0],
    criterion: (v12(`accounts/${ACCOUNT}/targeting_criteria.json`).data as Obj[])[0],
    // One targetable audience (v12 mock) and one still too small (Python SDK fixture).
    audiences: [...(v12(`accounts/${ACCOUNT}/custom_audiences.json`).data as Obj[]), read("python-sdk-fixtures/custom_audiences_load.json").data as Obj],
    lookups: {
      interests: [...(v12("targeting_criteria/interests.json").data as Obj[]), ...csvInterests],
      conversations: v12("targeting_criteria/conversations.json").data as Obj[],
      languages: v12("targeting_criteria/languages.json").data as Obj[],
      locations: v12("targeting_criteria/locations.json").data as Obj[],
      network_operators: v12("targeting_criteria/network_operators.json").data as Obj[],
      tv_shows: (v12("targeting_criteria/tv_shows.json").data as Obj[]).map((s) => ({ ...s, targeting_type: "TV_SHOW" })),
    } as Record<string, Obj[]>,
    users,
    campaigns: {
      campaign: (v12(`accounts/${ACCOUNT}/campaigns.json`).data as Obj[])[0],
      lineItem: (v12(`accounts/${ACCOUNT}/line_items.json`).data as Obj[])[0],
      promotedTweet: (v12(`accounts/${ACCOUNT}/promoted_tweets.json`).data as Obj[])[0],
      tweet: (read("python-sdk-fixtures/tweets_get.json").data as Obj[])[0],
      card: (v12(`accounts/${ACCOUNT}/cards.json`).data as Obj[])[0],
      media: (v12(`accounts/${ACCOUNT}/media_library.json`).data as Obj[])[0],
      statsRows: v12(`stats/accounts/${ACCOUNT}.campaign.json`).data as Obj[],
      reach: read("python-sdk-fixtures/reach_estimate.json").data as Obj,
      asyncJob: read("python-sdk-fixtures/analytics_async_post.json").data as Obj,
      fundingId: String((v12(`accounts/${ACCOUNT}/funding_instruments.json`).data as Obj[])[0].id),
    } satisfies CampaignFixtures,
  };
}

const TYPES = new Set(["INTEREST", "SIMILAR_TO_FOLLOWERS_OF_USER", "BROAD_KEYWORD", "PHRASE_KEYWORD", "EXACT_KEYWORD", "CONVERSATION", "TV_SHOW", "CUSTOM_AUDIENCE", "LOCATION", "LANGUAGE", "NETWORK_OPERATOR", "AGE", "GENDER", "PLATFORM", "DEVICE"]);

export async function startXAdsStub(o: { consumer: { key: string; secret: string }; tokens: Record<string, string>; sharedDir: string }): Promise<XAdsStub> {
  const reference = new OAuth({ consumer: o.consumer, signature_method: "HMAC-SHA1", hash_function: (b, key) => createHmac("sha1", key).update(b).digest("base64") });
  const data = fixtures(o.sharedDir);
  const injected: { failure: AdsInjected; onPath?: RegExp }[] = [];
  const store = campaignStore();
  const stub = { accountId: ACCOUNT, requests: [] as AdsStubRequest[], rejected: 0, lineItems: store.lineItems, criteria: [] as Obj[], store, uploads: new Map(), uploadSettings: { processingPolls: 1 } } as XAdsStub;
  const newId = () => randomBytes(3).toString("hex");
  const now = () => new Date().toISOString().replace(/\.\d+Z$/, "Z");

  function signatureOk(req: IncomingMessage, url: URL): boolean {
    const oauth = oauthParams(req.headers.authorization);
    const { oauth_signature: signature, ...rest } = oauth;
    const secret = o.tokens[oauth.oauth_token ?? ""];
    if (!signature || secret === undefined || oauth.oauth_consumer_key !== o.consumer.key) return false;
    return signature === reference.getSignature({ url: url.toString(), method: req.method!, data: {} }, secret, rest as unknown as OAuth.Data);
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    const type = req.headers["content-type"] ?? "";
    // A media segment comes as multipart form data; everything else as JSON (or nothing).
    const body: unknown = type.startsWith("multipart/form-data") ? await new Response(raw, { headers: { "content-type": type } }).formData() : raw.length ? JSON.parse(raw.toString("utf8")) : undefined;
    const query = Object.fromEntries(url.searchParams);
    const record: AdsStubRequest = { method: req.method!, path: url.pathname, query, body: body instanceof FormData ? Object.fromEntries([...body].map(([k, v]) => [k, typeof v === "string" ? v : { bytes: v.size }])) : body, status: 200 };
    stub.requests.push(record);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(payload));
    };
    const envelope = (d: unknown, extra: Obj = {}) => ({ data: d, request: { params: { ...query, ...extra } }, ...(Array.isArray(d) ? { next_cursor: null, total_count: d.length } : {}) });
    const fail = (status: number, code: string, message: string, parameter?: string) => send(status, { errors: [{ code, message, ...(parameter ? { parameter } : {}) }], request: { params: query } });

    // A finished stats job's file: public at its URL, as X serves it (no signature).
    const file = req.method === "GET" ? url.pathname.match(/^\/files\/stats-(\w+)\.json\.gz$/) : null;
    if (file) {
      const bytes = stub.store.files.get(file[1]);
      record.status = bytes ? 200 : 404;
      return res.writeHead(record.status, { "content-type": "application/gzip" }).end(bytes ?? "");
    }
    if (!signatureOk(req, url)) {
      stub.rejected++;
      return fail(401, "UNAUTHORIZED_ACCESS", "This request is not properly authenticated");
    }
    const at = injected.findIndex((i) => !i.onPath || i.onPath.test(url.pathname));
    const failure = at >= 0 ? injected.splice(at, 1)[0].failure : undefined;
    if (failure) {
      if (failure.status === 429) {
        const reset = String(Math.floor(Date.now() / 1000) + failure.resetInSeconds);
        const prefix = failure.header === "x-rate-limit-reset" ? "x-rate-limit" : "x-account-rate-limit";
        return send(429, { errors: [{ code: "TOO_MANY_REQUESTS", message: "Rate limit exceeded" }], request: { params: query } }, { [`${prefix}-limit`]: "450", [`${prefix}-remaining`]: "0", [`${prefix}-reset`]: reset });
      }
      if (failure.status === 503) return fail(503, "OVER_CAPACITY", "Over capacity");
      if (failure.status === 502) {
        record.status = 502;
        return res.writeHead(502, { "content-type": "text/html" }).end("<html><body>Bad gateway</body></html>");
      }
      return fail(400, failure.code, failure.message, failure.parameter);
    }

    const p = url.pathname;
    let m: RegExpMatchArray | null;
    if (req.method === "GET" && p === "/2/users/by") {
      const names = (query.usernames ?? "").toLowerCase().split(",");
      return send(200, { data: data.users.filter((u) => names.includes(String(u.username).toLowerCase())).map((u) => ({ id: u.id, name: u.name, username: u.username })) });
    }
    if (req.method === "GET" && (m = p.match(/^\/12\/targeting_criteria\/(\w+)$/))) {
      const list = data.lookups[m[1]];
      if (!list) return fail(404, "NOT_FOUND", "Unknown targeting criteria");
      const q = (query.q ?? "").toLowerCase();
      return send(200, envelope(list.filter((i) => String(i.name).toLowerCase().includes(q)).slice(0, Number(query.count ?? 200))));
    }
    const reply = { send, fail, sendText: (status: number, text: string) => ((record.status = status), res.writeHead(status, text ? { "content-type": "application/json" } : {}).end(text)) };
    if (await mediaUploadRoute({ method: req.method!, path: p, query, body, uploads: stub.uploads, settings: stub.uploadSettings, reply })) return;
    if ((m = p.match(/^\/12\/stats\/(jobs\/)?accounts\/([^/]+)$/))) {
      if (m[2] !== ACCOUNT) return fail(403, "UNAUTHORIZED_ACCESS", "User is not authorized to access this account");
      if (campaignRoutes({ method: req.method!, rest: "", statsPath: m[1] ? "jobs" : "sync", query, body, baseUrl: stub.url, store, fixtures: data.campaigns, reply })) return;
      return fail(404, "NOT_FOUND", "Not found");
    }
    if (!(m = p.match(/^\/12\/(batch\/)?accounts\/([^/]+)(\/.*)?$/))) return fail(404, "NOT_FOUND", "Not found");
    const [, batch, account, rest = ""] = m;
    if (account !== ACCOUNT) return fail(403, "UNAUTHORIZED_ACCESS", "User is not authorized to access this account");

    if (req.method === "GET" && rest === "/funding_instruments") return send(200, envelope(data.funding));
    if (req.method === "GET" && rest === "/custom_audiences") return send(200, envelope(data.audiences));
    if (req.method === "POST" && rest === "/custom_audiences") {
      if (!query.name) return fail(400, "MISSING_PARAMETER", "name is required", "name");
      return send(201, envelope({ ...data.audiences[1], id: newId(), name: query.name, targetable: false, reasons_not_targetable: ["PROCESSING"], created_at: now() }));
    }
    if (req.method === "GET" && rest === "/web_event_tags") return send(200, envelope([{ id: "o1l2k", name: "Site visit pixel", type: "SITE_VISIT", status: "ACTIVE", created_at: "2022-05-04T10:00:00Z", deleted: false }]));
    if (req.method === "POST" && rest === "/line_items") {
      if (!query.campaign_id || !query.objective) return fail(400, "MISSING_PARAMETER", "campaign_id and objective are required", "campaign_id");
      const item = { ...data.lineItem, id: newId(), campaign_id: query.campaign_id, name: query.name, objective: query.objective, product_type: query.product_type, bid_amount_local_micro: query.bid_amount_local_micro ? Number(query.bid_amount_local_micro) : data.lineItem.bid_amount_local_micro, placements: (query.placements ?? "ALL_ON_TWITTER").split(","), entity_status: query.entity_status, start_time: null, end_time: null, created_at: now(), deleted: false };
      stub.lineItems.set(item.id, item);
      return send(201, envelope(item));
    }
    if (req.method !== "PUT" && (m = rest.match(/^\/line_items\/([^/]+)$/))) {
      const item = stub.lineItems.get(m[1]);
      if (!item || (req.method === "GET" && item.deleted && query.with_deleted !== "true")) return fail(404, "NOT_FOUND", "Line item not found");
      if (req.method === "DELETE") item.deleted = true;
      return send(200, envelope(item));
    }
    if (req.method === "POST" && batch && rest === "/targeting_criteria") {
      const ops = body as { operation_type: string; params: Obj }[];
      if (!Array.isArray(ops) || ops.length === 0 || ops.length > 500) return fail(400, "INVALID_PARAMETER", "A batch holds 1 to 500 operations");
      for (const op of ops) {
        if (op.operation_type !== "Create") return fail(400, "INVALID_PARAMETER", "operation_type must be Create or Delete", "operation_type");
        if (!TYPES.has(String(op.params.targeting_type))) return fail(400, "INVALID_TARGETING_TYPE", `${op.params.targeting_type} is not a valid targeting type`, "targeting_type");
        if (!stub.lineItems.has(String(op.params.line_item_id))) return fail(404, "NOT_FOUND", "Line item not found", "line_item_id");
      }
      const made = ops.map((op) => ({ ...data.criterion, ...op.params, id: newId(), name: String(op.params.targeting_value), tailored_audience_type: null, created_at: now() }));
      stub.criteria.push(...made);
      return send(200, { data: made, request: { params: {} } });
    }
    if (!batch && mediaLibraryAdd({ method: req.method!, rest, query, uploads: stub.uploads, settings: stub.uploadSettings, library: store.media, reply })) return;
    if (!batch && campaignRoutes({ method: req.method!, rest, statsPath: null, query, body, baseUrl: stub.url, store, fixtures: data.campaigns, reply })) return;
    return fail(404, "NOT_FOUND", "Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.inject = (failure, onPath) => void injected.push({ failure, onPath });
  stub.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}
