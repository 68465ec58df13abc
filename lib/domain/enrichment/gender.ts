import { NAMES, UNISEX } from "./first-names";

export type InferredGender = "male" | "female" | "company" | "unknown";

export interface GenderGuess {
  gender: InferredGender;
  method: "first-name" | "bio-cues" | "organisation-cues" | "none";
  confidence: number;
}

const MALE = new Set<string>();
const FEMALE = new Set<string>();
for (const pool of Object.values(NAMES)) {
  pool.male.forEach((n) => MALE.add(fold(n)));
  pool.female.forEach((n) => FEMALE.add(fold(n)));
}
// A few more frequent English names not in the pools above.
["mike", "chris", "matt", "dave", "steve", "tom", "nick", "ben", "joe", "dan", "tim", "jim", "bob", "bill", "jeff", "greg", "scott", "paul", "peter", "mohammed", "muhammad", "ahmed", "ali", "omar"].forEach((n) => MALE.add(n));
["jen", "jess", "kate", "katie", "beth", "liz", "amy", "anna", "emma", "sophia", "fatima", "maria", "sara", "rachel", "nicole", "heather", "amber", "kelly", "claire"].forEach((n) => FEMALE.add(n));

function fold(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const ORG_NAME = /\b(inc|ltd|llc|plc|gmbh|corp|co\.|company|official|news|media|group|team|club|fc|agency|studio|studios|store|shop|brand|magazine|radio|tv|network|foundation|association|university|council|ministry|department|bank|airlines?|hq|app|labs?)\b|公式|株式会社/i;
const ORG_BIO = /\b(official (account|twitter|page)|we are|we're|our (team|products|customers|store)|follow us|contact us|customer (service|support)|tweets by|news and updates)\b|公式アカウント/i;

/** Gender from the display name's first word; organisations recognised from name and bio cues. */
export function inferGender(name: string, bio = ""): GenderGuess {
  if (ORG_NAME.test(name) || ORG_BIO.test(bio)) {
    return { gender: "company", method: "organisation-cues", confidence: ORG_NAME.test(name) && ORG_BIO.test(bio) ? 0.9 : 0.7 };
  }
  const first = fold(name.replace(/[^\p{L}\s'-]/gu, " ").trim().split(/\s+/)[0] ?? "");
  if (!first || UNISEX.has(first)) return { gender: "unknown", method: "none", confidence: 0 };
  const m = MALE.has(first);
  const f = FEMALE.has(first);
  if (m && !f) return { gender: "male", method: "first-name", confidence: 0.9 };
  if (f && !m) return { gender: "female", method: "first-name", confidence: 0.9 };
  if (m && f) return { gender: "unknown", method: "none", confidence: 0 };
  if (/\b(she\/her|mom|mother|wife|girl|woman|mum|grandma|actress)\b/i.test(bio)) return { gender: "female", method: "bio-cues", confidence: 0.6 };
  if (/\b(he\/him|dad|father|husband|guy|man|grandpa)\b/i.test(bio)) return { gender: "male", method: "bio-cues", confidence: 0.6 };
  return { gender: "unknown", method: "none", confidence: 0 };
}
