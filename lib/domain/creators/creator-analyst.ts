/*
 * Talk to X's local analyst: answers a creator's question about their own account from the
 * figures the Deep Thought pages show, written the way the pages write them (same number, percent
 * and currency formats), in the user's language. Deterministic: every number comes from the facts.
 */
import type { Locale } from "@/lib/domain/locale";

export interface CreatorFacts {
  handle: string;
  followers: number;
  followersChangeMonth: number | null;
  botShare: number;
  posts: number;
  medianEngagements: number | null;
  medianRate: number | null;
  topPost: { text: string; engagements: number } | null;
  engagers: number;
  verifiedEngagers: number;
  followingEngagers: number;
  topEngager: string | null;
  timeZone: string;
  bestTimes: { weekday: number; hour: number; posts: number }[];
  postsNeeded: number;
  payout: { enough: true; predicted: number; low: number; high: number; mae: number; naiveMae: number; currency: string } | { enough: false; periods: number; periodsNeeded: number };
}

type Topic = "followers" | "posts" | "engagers" | "time" | "payout" | "bots";
const TOPICS: [Topic, RegExp][] = [
  ["payout", /payout|pay|earn|money|revenue|income|収益|稼|報酬|お金|支払/i],
  ["time", /when|time|hour|day|schedule|いつ|時間|時刻|曜日/i],
  ["bots", /bot|spam|fake|ボット|スパム|偽/i],
  ["engagers", /engager|who (likes|engages)|fans?|verified|supporters|エンゲージャー|ファン|認証|誰/i],
  ["posts", /post|tweet|engag|like|impression|content|投稿|ツイート|いいね|エンゲージ|インプレッション/i],
  ["followers", /follow|audience|grow|growth|フォロワー|フォロー|増|成長/i],
];

const WEEKDAYS: Record<Locale, string[]> = {
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  ja: ["月曜", "火曜", "水曜", "木曜", "金曜", "土曜", "日曜"],
};

function formats(locale: Locale, currency = "USD") {
  const n = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: "exceptZero" });
  const pct = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const money = new Intl.NumberFormat(locale, { style: "currency", currency });
  return { count: (v: number) => n.format(v), change: (v: number) => signed.format(v), percent: (v: number) => pct.format(v), money: (v: number) => money.format(v) };
}

function sentences(f: CreatorFacts, locale: Locale): Record<Topic, string> {
  const x = formats(locale, f.payout.enough ? f.payout.currency : "USD");
  const ja = locale === "ja";
  const slot = (b: CreatorFacts["bestTimes"][number]) => (ja ? `${WEEKDAYS.ja[b.weekday]} ${b.hour}時（投稿${x.count(b.posts)}件）` : `${WEEKDAYS.en[b.weekday]} ${b.hour}:00 (${x.count(b.posts)} posts)`);
  const change = f.followersChangeMonth === null ? "" : ja ? `過去30日の増減は${x.change(f.followersChangeMonth)}です。` : ` Over the last 30 days that is ${x.change(f.followersChangeMonth)}.`;
  const share = (a: number, b: number) => (b ? x.percent(a / b) : "–");
  const p = f.payout;
  return {
    followers: ja ? `@${f.handle}のフォロワーは${x.count(f.followers)}人です。${change}ボットと思われるフォロワーは${x.percent(f.botShare)}です。` : `@${f.handle} has ${x.count(f.followers)} followers.${change} Likely bots are ${x.percent(f.botShare)} of them.`,
    posts: f.posts
      ? ja
        ? `過去90日の投稿は${x.count(f.posts)}件で、1投稿あたりのエンゲージメントの中央値は${x.count(f.medianEngagements ?? 0)}、エンゲージメント率の中央値は${f.medianRate === null ? "–" : x.percent(f.medianRate)}です。${f.topPost ? `最も反応があった投稿は「${f.topPost.text}」（エンゲージメント${x.count(f.topPost.engagements)}）です。` : ""}`
        : `You posted ${x.count(f.posts)} times in the last 90 days; the median post got ${x.count(f.medianEngagements ?? 0)} engagements, a median engagement rate of ${f.medianRate === null ? "–" : x.percent(f.medianRate)}.${f.topPost ? ` Your best post was "${f.topPost.text}" with ${x.count(f.topPost.engagements)} engagements.` : ""}`
      : ja ? "同期された投稿はまだありません。" : "No posts have been synced yet.",
    engagers: ja
      ? `過去90日に${x.count(f.engagers)}人があなたの投稿にエンゲージしました。認証済みは${share(f.verifiedEngagers, f.engagers)}、あなたをフォローしている人は${share(f.followingEngagers, f.engagers)}です。${f.topEngager ? `最も多くエンゲージしたのは@${f.topEngager}です。` : ""}`
      : `${x.count(f.engagers)} people engaged with your posts in the last 90 days: ${share(f.verifiedEngagers, f.engagers)} verified, ${share(f.followingEngagers, f.engagers)} following you.${f.topEngager ? ` Your most engaged fan is @${f.topEngager}.` : ""}`,
    time: f.bestTimes.length
      ? ja ? `${f.timeZone}の時刻で、投稿に最適なのは${f.bestTimes.map(slot).join("、")}です。` : `In ${f.timeZone} time, your best times to post are ${f.bestTimes.map(slot).join(", ")}.`
      : ja ? `データが足りません。投稿時間を提案するには、あと${x.count(f.postsNeeded)}件の投稿が必要です。` : `Not enough data yet: ${x.count(f.postsNeeded)} more posts are needed before I can say when to post.`,
    payout: p.enough
      ? ja
        ? `次の期間の収益は${x.money(p.predicted)}と予測します（80%区間 ${x.money(p.low)}〜${x.money(p.high)}）。過去の期間でのバックテスト誤差は平均${x.money(p.mae)}で、前期間と同額とした場合の${x.money(p.naiveMae)}より小さいです。`
        : `I predict ${x.money(p.predicted)} for your next period (80% interval ${x.money(p.low)} – ${x.money(p.high)}). On past periods the model was off by ${x.money(p.mae)} on average, against ${x.money(p.naiveMae)} for repeating last period's payout.`
      : ja ? `収益を予測するには、収益のある期間があと${p.periodsNeeded}期間必要です（入力済み${p.periods}期間）。` : `To predict your payout I need ${p.periodsNeeded} more periods with a payout (you entered ${p.periods}).`,
    bots: ja ? `フォロワー${x.count(f.followers)}人のうち、ボットと思われるのは${x.percent(f.botShare)}です。` : `Of your ${x.count(f.followers)} followers, ${x.percent(f.botShare)} look like bots.`,
  };
}

/** The answer to one question about the creator's own account, in the user's language. */
export function creatorAnswer(question: string, facts: CreatorFacts, locale: Locale = "en"): string {
  const s = sentences(facts, locale);
  let topics = TOPICS.filter(([, words]) => words.test(question)).map(([t]) => t);
  // "When should I post?" asks about time, not about the posts.
  if (topics.includes("time")) topics = topics.filter((t) => t !== "posts");
  const chosen: Topic[] = topics.length ? topics.slice(0, 2) : ["followers", "posts", "time", "payout"];
  return chosen.map((t) => s[t]).join(locale === "ja" ? "" : " ");
}

/** The facts as English lines: what an external chat model answers from. */
export function creatorDigest(facts: CreatorFacts): string {
  const s = sentences(facts, "en");
  return (Object.keys(s) as Topic[]).map((t) => `${t}: ${s[t]}`).join("\n");
}
