import type { Objective } from "../objectives";

/* The objective a description asks for, from its words (English and Japanese); the first one named wins. */

const WORDS: [Objective, RegExp][] = [
  ["VIDEO_VIEWS", /\bvideo views?\b|\bviews of (?:our|the|a) video\b|\bwatch(?:es|ed)?\b|動画再生|再生回数|動画の再生/i],
  ["WEBSITE_CLICKS", /\bwebsite\b|\bclicks?\b|\btraffic\b|\bvisits?\b|\blanding page\b|\bsign[- ]?ups?\b|\bsite\b|クリック|サイト|流入|アクセス|訪問/i],
  ["FOLLOWERS", /\b(?:more|new|gain(?:ing)?|get|grow(?:ing)?|win)\s+(?:\w+\s+)?followers\b|\bfollower growth\b|\bgrow (?:our|my|the) (?:following|account)\b|フォロワー(?:数)?(?:を)?(?:増|獲得|拡大)/i],
  ["ENGAGEMENTS", /\bengage(?:ment|ments)?\b|\blikes\b|\breplies\b|\breposts?\b|\bretweets?\b|\binteractions?\b|エンゲージメント|いいね|反応/i],
  ["REACH", /\breach\b|\bawareness\b|\bimpressions?\b|\bget (?:the word|seen)\b|認知|リーチ|露出|インプレッション/i],
];

export function statedObjective(text: string): Objective | null {
  let best: { objective: Objective; at: number } | null = null;
  for (const [objective, re] of WORDS) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { objective, at: m.index };
  }
  return best?.objective ?? null;
}
