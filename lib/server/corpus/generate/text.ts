import "server-only";
import { COMMUNITIES, FILLER, JA_ENDINGS, NEGATIVE, PHRASES, POSITIVE, type Community } from "./communities";
import type { Rng } from "./rng";

/** Post and bio text of the generated network. */

const EN_TEMPLATES = [
  (k: string, k2: string, f: string, s: string) => `${cap(s)} ${k} ${f}, honestly the ${k2} is next level`,
  (k: string, k2: string, f: string, s: string) => `Thoughts on the ${k} ${f}? I think the ${k2} is ${s}`,
  (k: string, k2: string, f: string, s: string) => `${cap(f)}: ${k} and ${k2}. ${cap(s)}.`,
  (k: string, k2: string, f: string, s: string) => `Can't stop talking about the ${k} ${f}. ${cap(s)} ${k2}!`,
  (k: string, k2: string, f: string) => `New ${k} ${f} with some ${k2} notes`,
  (k: string, k2: string, f: string) => `Anyone else following the ${k} ${k2} story ${f}?`,
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Sentiment of a generated post: mostly neutral, some positive, fewer negative. */
export function drawSentiment(rng: Rng): "positive" | "neutral" | "negative" {
  const u = rng.next();
  return u < 0.38 ? "positive" : u < 0.78 ? "neutral" : "negative";
}

export function postText(rng: Rng, c: Community, lang: string, mention: string | null, burstTag: string | null): string {
  const k = c.keywords[rng.zipf(c.keywords.length)];
  let k2 = c.keywords[rng.zipf(c.keywords.length)];
  if (k2 === k) k2 = c.keywords[(c.keywords.indexOf(k) + 1) % c.keywords.length];
  const mood = drawSentiment(rng);
  const tags: string[] = [];
  if (burstTag) tags.push(burstTag);
  if (rng.chance(0.55)) tags.push(c.hashtags[rng.zipf(c.hashtags.length)]);
  const emoji = rng.chance(0.45) ? ` ${c.emoji[rng.zipf(c.emoji.length)]}` : "";
  let body: string;
  if (lang === "ja") {
    const jk = c.ja[rng.zipf(c.ja.length)];
    const end = mood === "negative" ? "最悪…" : mood === "positive" ? rng.pick(["が最高！", "嬉しい", "すごい", "楽しみ"]) : rng.pick(["ですね", "見た？", "について"]);
    body = `${jk}${end} ${c.ja[rng.zipf(c.ja.length)]}`;
    if (rng.chance(0.2)) body += ` ${JA_ENDINGS[rng.int(JA_ENDINGS.length)]}`;
  } else if (PHRASES[lang]) {
    const p = PHRASES[lang];
    const s = mood === "negative" ? rng.pick(p.neg) : mood === "positive" ? rng.pick(p.pos) : rng.pick(p.glue);
    body = `${cap(s)} ${rng.pick(p.glue)} ${k} ${k2}`;
  } else {
    const s = mood === "negative" ? NEGATIVE[rng.zipf(NEGATIVE.length)] : mood === "positive" ? POSITIVE[rng.zipf(POSITIVE.length)] : FILLER[rng.zipf(FILLER.length)];
    const f = FILLER[rng.zipf(FILLER.length)];
    body = rng.pick(EN_TEMPLATES)(k, k2, f, s);
    if (mood === "negative" && rng.chance(0.3)) body = `Not happy. ${body}`;
  }
  const at = mention ? `@${mention} ` : "";
  return `${at}${body}${tags.map((t) => ` #${t}`).join("")}${emoji}`;
}

const JA_JOBS: Record<string, string> = { "software engineer": "エンジニア", developer: "エンジニア", nurse: "看護師", teacher: "教師", journalist: "記者", designer: "デザイナー", illustrator: "イラストレーター" };

export function bio(rng: Rng, c: Community, lang: string, age: number | null): string {
  const parts: string[] = [];
  const job = rng.chance(0.6) ? rng.pick(c.jobs) : null;
  if (lang === "ja") {
    if (job) parts.push(`${JA_JOBS[job] ?? job}です。`);
    parts.push(`${c.ja[rng.zipf(c.ja.length)]}が好き。`);
    if (age !== null && rng.chance(0.5)) parts.push(`${age}歳`);
    return parts.join("");
  }
  if (job) parts.push(`${cap(job)}${rng.chance(0.4) ? ` at ${rng.pick(["a startup", "a big company", "home", "the hospital", "a studio", "a school"])}` : ""}.`);
  parts.push(`${rng.pick(c.bio)}.`);
  if (age !== null) parts.push(rng.chance(0.5) ? `${age} y/o.` : age >= 60 ? "Retired and loving it." : `Born in ${2026 - age}.`);
  if (rng.chance(0.5)) parts.push(`Into ${c.keywords[rng.zipf(c.keywords.length)]} and ${rng.pick(COMMUNITIES).keywords[0]}.`);
  return parts.join(" ");
}

