import "server-only";
import type { Database } from "@/lib/server/db/client";
import { NAMES } from "@/lib/domain/enrichment/first-names";
import { bulkUpsert, type BulkColumn } from "../bulk-upsert";
import { bumpCorpusVersion } from "../corpus-version";
import { CorpusWriter } from "../writer";
import { COMMUNITIES } from "./communities";
import { NAME_POOL, PLACES } from "./places";
import { Rng, cumulative } from "./rng";
import { bio, postText } from "./text";

export interface GenerateOptions {
  accounts: number;
  posts: number;
  seed: number;
  /** Follow edges; 25 per account by default. */
  follows?: number;
  /** Days of posts ending at `end`. */
  days?: number;
  /** Last instant of the generated history; fixed for a reproducible corpus. */
  end?: Date;
  onProgress?: (phase: string, done: number, total: number) => void;
  /** Worker threads for enrichment (0 or absent: enrich in this thread). */
  enrichWorkers?: number;
}

export interface GenerateResult {
  accounts: number;
  posts: number;
  follows: number;
  engagements: number;
  snapshots: number;
  seconds: number;
}

const DAY = 86_400_000;
const FOLLOW_CHUNK = 50_000;
const X_EPOCH = 1_288_834_974_657n;
const HOURLY = [2, 1.2, 0.8, 0.6, 0.6, 0.9, 1.6, 2.6, 3.2, 3.4, 3.5, 3.8, 4.6, 4.4, 3.8, 3.6, 3.7, 4, 4.6, 5.2, 5.6, 5.4, 4.4, 3.1];
const WEEKDAY = [0.85, 1, 1.05, 1.05, 1, 0.95, 0.8]; // Sunday first

const accountIdOf = (i: number) => (9_000_000_000_000_000_000n + BigInt(i)).toString();
const postId = (ms: number, i: number) => (((BigInt(ms) - X_EPOCH) << 22n) | BigInt(i & 0x3fffff)).toString();
const ascii = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z0-9]/g, "");

interface Member {
  community: number;
  place: number;
  lang: string;
  handle: string;
  popularity: number;
  activity: number;
}

/**
 * A deterministic synthetic X network: the same options give the same rows. Accounts and posts go
 * through the corpus writer (so they are enriched like imports); follows, engagements and
 * snapshots are bulk-inserted.
 */
export async function generateCorpus(db: Database, o: GenerateOptions): Promise<GenerateResult> {
  const started = Date.now();
  const rng = new Rng(o.seed);
  const end = o.end ?? new Date(Math.floor(Date.now() / DAY) * DAY);
  const days = o.days ?? 60;
  const followTarget = o.follows ?? o.accounts * 25;
  const n = o.accounts;
  const ids = Array.from({ length: n }, (_, i) => accountIdOf(i));
  const accountId = (i: number) => ids[i];
  // Follow and engagement times repeat a lot: format each instant once.
  const isoCache = new Map<number, string>();
  const iso = (ms: number) => {
    let t = isoCache.get(ms);
    if (t === undefined) {
      if (isoCache.size > 100_000) isoCache.clear();
      isoCache.set(ms, (t = new Date(ms).toISOString()));
    }
    return t;
  };

  // 1. Who is who.
  const communityCum = cumulative(COMMUNITIES.map((c) => c.weight));
  const placeCum = cumulative(PLACES.map((p) => p.weight));
  const members: Member[] = [];
  for (let i = 0; i < n; i++) {
    const place = rng.weighted(placeCum);
    const p = PLACES[place];
    let u = rng.next();
    let lang = p.langs[0][0];
    for (const [l, share] of p.langs) {
      if (u < share) {
        lang = l;
        break;
      }
      u -= share;
    }
    members.push({ community: rng.weighted(communityCum), place, lang, handle: "", popularity: rng.pareto(1, 1.1), activity: rng.pareto(1, 1.5) });
  }
  const byCommunity = COMMUNITIES.map(() => [] as number[]);
  members.forEach((m, i) => byCommunity[m.community].push(i));
  const popCum = cumulative(members.map((m) => m.popularity));
  const communityPopCum = byCommunity.map((ids) => cumulative(ids.map((i) => members[i].popularity)));

  // 2. The follow graph: preferential attachment, three in four edges inside the community.
  const followers = new Int32Array(followTarget);
  const followees = new Int32Array(followTarget);
  const inDegree = new Int32Array(n);
  const outDegree = new Int32Array(n);
  const wants = members.map(() => rng.pareto(1, 1.6));
  const scale = followTarget / wants.reduce((a, b) => a + b, 0);
  let edges = 0;
  for (let i = 0; i < n && edges < followTarget; i++) {
    const d = Math.min(n - 1, Math.max(1, Math.round(wants[i] * scale)), followTarget - edges);
    const mine = new Set<number>();
    const ids = byCommunity[members[i].community];
    for (let k = 0, tries = 0; k < d && tries < d * 4; tries++) {
      const j = rng.chance(0.75) && ids.length > 1 ? ids[rng.weighted(communityPopCum[members[i].community])] : rng.weighted(popCum);
      if (j === i || mine.has(j)) continue;
      mine.add(j);
      followers[edges] = i;
      followees[edges] = j;
      inDegree[j] += 1;
      outDegree[i] += 1;
      edges += 1;
      k += 1;
    }
  }

  // 3. Posts: who and when (time-ordered so ids grow with time, as on X).
  const activityCum = cumulative(members.map((m) => m.activity));
  const bursts = COMMUNITIES.map(() => [rng.int(days), rng.int(days)]);
  const dayCum = cumulative(Array.from({ length: days }, (_, d) => WEEKDAY[new Date(end.getTime() - (days - d) * DAY).getUTCDay()]));
  const hourCum = cumulative(HOURLY);
  const author = new Int32Array(o.posts);
  const when = new Float64Array(o.posts);
  const inBurst = new Uint8Array(o.posts);
  const postCount = new Int32Array(n);
  for (let p = 0; p < o.posts; p++) {
    const a = rng.weighted(activityCum);
    author[p] = a;
    postCount[a] += 1;
    const m = members[a];
    const burst = rng.chance(0.12);
    inBurst[p] = burst ? 1 : 0;
    const day = burst ? bursts[m.community][rng.int(2)] : rng.weighted(dayCum);
    const localHour = burst ? 18 + rng.int(6) : rng.weighted(hourCum);
    const ms = end.getTime() - (days - day) * DAY + (localHour - PLACES[m.place].utcOffset) * 3_600_000 + rng.int(3_600_000);
    when[p] = Math.min(end.getTime() - 1000, Math.max(end.getTime() - days * DAY, ms));
  }
  const order = Int32Array.from({ length: o.posts }, (_, i) => i).sort((x, y) => when[x] - when[y] || x - y);

  // 4. Accounts, enriched on the way in.
  const writer = new CorpusWriter(db, { origin: "generated", now: end, unique: true, batchSize: 2000, enrichWorkers: o.enrichWorkers });
  try {
    return await writeCorpus();
  } finally {
    await writer.close();
  }

  async function writeCorpus(): Promise<GenerateResult> {
    const handles = new Set<string>();
    for (let i = 0; i < n; i++) {
      const m = members[i];
      const pool = NAMES[NAME_POOL[PLACES[m.place].code]];
      const gender = rng.next();
      const company = gender > 0.9755;
      const c = COMMUNITIES[m.community];
      let name: string;
      let text: string;
      if (company) {
        name = `${cap(rng.pick(c.keywords))} ${rng.pick(["Labs", "Media", "Co.", "Studio", "Group", "Official", "Inc"])}`;
        text = `Official account of ${name}. ${rng.pick(c.bio)}. Follow us for news and updates.`;
      } else {
        const first = gender < 0.3705 ? rng.pick(pool.female) : rng.pick(pool.male);
        name = rng.chance(0.8) ? `${first} ${rng.pick(pool.family)}` : first;
        const age = rng.chance(0.3) ? 16 + Math.floor(rng.pareto(1, 1.8) * 8) : null;
        text = bio(rng, c, m.lang, age !== null && age < 90 ? age : null);
      }
      let handle = `${ascii(name).slice(0, 10) || "user"}_${i.toString(36)}`.slice(0, 15);
      while (handles.has(handle.toLowerCase())) handle = `u_${i.toString(36)}_${rng.int(1000)}`.slice(0, 15);
      handles.add(handle.toLowerCase());
      m.handle = handle;
      await writer.add({
        type: "account",
        account: {
          id: accountId(i), handle, name, bio: text,
          location: rng.chance(0.82) ? rng.pick(PLACES[m.place].spellings) : "",
          verified: inDegree[i] > 2000 && rng.chance(0.5), verifiedType: inDegree[i] > 2000 ? "blue" : null,
          createdAt: new Date(end.getTime() - (30 + rng.int(5000)) * DAY),
          followersCount: inDegree[i], followingCount: outDegree[i], postCount: postCount[i], listedCount: Math.floor(inDegree[i] / 50),
        },
      });
      if (i % 5000 === 0) o.onProgress?.("accounts", i, n);
    }
    await writer.flush();

    // 5. Follows, with a first-seen date and some follows that ended (unfollows).
    const followCols: BulkColumn[] = [{ name: "follower_id", type: "text" }, { name: "followee_id", type: "text" }, { name: "first_seen_at", type: "timestamptz" }, { name: "last_seen_at", type: "timestamptz" }];
    const endIso = end.toISOString();
    let followWrite = Promise.resolve();
    for (let start = 0; start < edges; start += FOLLOW_CHUNK) {
      const rows: unknown[][] = [];
      for (let e = start; e < Math.min(edges, start + FOLLOW_CHUNK); e++) {
        const first = end.getTime() - rng.int(180) * DAY;
        const last = rng.chance(0.04) ? iso(Math.min(end.getTime(), first + rng.int(60) * DAY)) : endIso;
        rows.push([accountId(followers[e]), accountId(followees[e]), iso(first), last]);
      }
      // Build the next chunk while this one is written.
      await followWrite;
      followWrite = db.transaction(async (tx) => {
        await bulkUpsert(tx as unknown as Database, { table: "corpus_follows", columns: followCols, rows, conflict: "follower_id, followee_id", fresh: true });
      });
      o.onProgress?.("follows", start, edges);
    }
    await followWrite;

    // 6. Posts with heavy-tailed engagement, replies, quotes and reposts of earlier posts.
    const recent = COMMUNITIES.map(() => [] as { id: string; author: number }[]);
    let engagementRows: unknown[][] = [];
    let engaged = new Set<string>(); // post and account of every buffered row
    let engagements = 0;
    let engagementWrite = Promise.resolve();
    const engagementCols: BulkColumn[] = [{ name: "post_id", type: "text" }, { name: "account_id", type: "text" }, { name: "kind", type: "text" }, { name: "engaged_at", type: "timestamptz" }];
    /** Write the buffered engagements while the next posts are made (no need to wait for their posts). */
    const flushEngagements = async () => {
      await engagementWrite;
      if (!engagementRows.length) return;
      const rows = engagementRows;
      engagementRows = [];
      engaged = new Set();
      engagements += rows.length;
      engagementWrite = db.transaction(async (tx) => {
        await bulkUpsert(tx as unknown as Database, { table: "corpus_engagements", columns: engagementCols, rows, conflict: "post_id, account_id, kind" });
      });
    };
    for (let k = 0; k < o.posts; k++) {
      const p = order[k];
      const a = author[p];
      const m = members[a];
      const c = COMMUNITIES[m.community];
      const ms = when[p];
      const id = postId(ms, p);
      const pool = recent[m.community];
      const kind = pool.length > 5 ? rng.next() : 1;
      const parent = kind < 0.22 ? pool[pool.length - 1 - rng.int(Math.min(pool.length, 200))] : null;
      const mention = rng.chance(0.08) && pool.length ? members[pool[rng.int(pool.length)].author].handle : null;
      let text = postText(rng, c, m.lang, mention, inBurst[p] ? `${c.hashtags[0]}live` : null);
      let repostedId: string | null = null, repliedToId: string | null = null, quotedId: string | null = null, inReplyToUserId: string | null = null;
      if (parent && kind < 0.1) {
        repostedId = parent.id;
        text = `RT @${members[parent.author].handle}: ${text}`;
      } else if (parent && kind < 0.19) {
        repliedToId = parent.id;
        inReplyToUserId = accountId(parent.author);
        text = `@${members[parent.author].handle} ${text}`;
      } else if (parent) quotedId = parent.id;
      const reach = 1 + Math.sqrt(inDegree[a]) / 8;
      const likes = repostedId ? 0 : Math.min(2_000_000, Math.floor((rng.pareto(1, 1.3) - 1) * reach));
      await writer.add({
        type: "post",
        post: {
          id, authorId: accountId(a), text, createdAt: new Date(ms), lang: m.lang === "hi" || m.lang === "ar" || m.lang === "cs" || m.lang === "nl" || m.lang === "tr" ? null : m.lang,
          conversationId: repliedToId ?? id, inReplyToUserId, repliedToId, quotedId, repostedId,
          likeCount: likes, repostCount: Math.floor(likes * 0.2 * rng.next()), replyCount: Math.floor(likes * 0.06 * rng.next()),
          quoteCount: Math.floor(likes * 0.02 * rng.next()), impressionCount: likes * (30 + rng.int(70)) + rng.int(300), bookmarkCount: Math.floor(likes * 0.03 * rng.next()),
        },
      });
      pool.push({ id, author: a });
      if (pool.length > 400) pool.splice(0, 200);
      const ids = byCommunity[m.community];
      for (let e = 0, max = Math.min(likes, 3); e < max; e++) {
        const who = ids[rng.int(ids.length)];
        if (who !== a) {
          engagementRows.push([id, accountId(who), "like", iso(ms + rng.int(DAY))]);
          engaged.add(`${id} ${who}`);
        }
      }
      if (parent && !engaged.has(`${parent.id} ${a}`)) {
        engagementRows.push([parent.id, accountId(a), repostedId ? "repost" : repliedToId ? "reply" : "quote", iso(ms)]);
        engaged.add(`${parent.id} ${a}`);
      }
      if (engagementRows.length >= 20000) await flushEngagements();
      if (k % 20000 === 0) o.onProgress?.("posts", k, o.posts);
    }
    await writer.flush();
    await flushEngagements();
    await engagementWrite;

    // 7. Daily follower snapshots of the most followed accounts: growth with churn.
    const top = Array.from({ length: n }, (_, i) => i).sort((x, y) => inDegree[y] - inDegree[x] || x - y).slice(0, Math.min(500, n));
    const snapCols: BulkColumn[] = [{ name: "account_id", type: "text" }, { name: "day", type: "date" }, { name: "followers_count", type: "int" }, { name: "following_count", type: "int" }, { name: "gained", type: "int" }, { name: "lost", type: "int" }];
    const snapRows: unknown[][] = [];
    for (const i of top) {
      let count = inDegree[i];
      const growth = 0.002 + rng.next() * 0.01;
      for (let d = 0; d < 30; d++) {
        const gained = Math.round(count * growth * (0.5 + rng.next()));
        const lost = Math.round(count * growth * 0.4 * rng.next());
        snapRows.push([accountId(i), new Date(end.getTime() - d * DAY).toISOString().slice(0, 10), count, outDegree[i], gained, lost]);
        count = Math.max(0, count - gained + lost);
      }
    }
    await db.transaction(async (tx) => {
      await bulkUpsert(tx as unknown as Database, { table: "corpus_follower_snapshots", columns: snapCols, rows: snapRows, conflict: "account_id, day" });
    });
    await bumpCorpusVersion(db);
    return { accounts: n, posts: o.posts, follows: edges, engagements, snapshots: snapRows.length, seconds: (Date.now() - started) / 1000 };
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
