export type AgeGroup = "13-17" | "18-24" | "25-49" | "50+" | "unknown";

export interface AgeGuess {
  ageGroup: AgeGroup;
  method: "stated-age" | "birth-year" | "life-stage-cues" | "none";
  confidence: number;
}

function groupOf(age: number): AgeGroup {
  if (age < 13 || age > 110) return "unknown";
  if (age < 18) return "13-17";
  if (age < 25) return "18-24";
  if (age < 50) return "25-49";
  return "50+";
}

const STATED = /\b(\d{2})\s*(?:y\/?o\b|yrs?\b|years? old\b|歳|才)|\b(?:age|aged)\s*(\d{2})\b/i;
const BORN = /\b(?:born (?:in )?|b\.\s?|est\.?\s?)(19[3-9]\d|20[01]\d)\b|\b(19[5-9]\d|200\d)年生まれ/i;
const YOUNG = /\b(student|freshman|sophomore|undergrad|uni student|college student|class of 20[2-3]\d|大学生|高校生)\b/i;
const OLDER = /\b(retired|retiree|grandma|grandpa|grandmother|grandfather|granny|grandchildren|grandkids|pensioner|veteran since 19\d\d)\b|定年/i;
const ADULT = /\b(mom|mum|dad|mother|father|wife|husband) of \d|\b(ceo|founder|director|manager|professor|phd)\b/i;

/** Age group from cues in a bio; unknown when nothing says it. `now` keeps it deterministic. */
export function inferAgeGroup(bio: string, now = new Date()): AgeGuess {
  const stated = bio.match(STATED);
  if (stated) {
    const g = groupOf(Number(stated[1] ?? stated[2]));
    if (g !== "unknown") return { ageGroup: g, method: "stated-age", confidence: 0.9 };
  }
  const born = bio.match(BORN);
  if (born) {
    const g = groupOf(now.getUTCFullYear() - Number(born[1] ?? born[2]));
    if (g !== "unknown") return { ageGroup: g, method: "birth-year", confidence: 0.8 };
  }
  if (OLDER.test(bio)) return { ageGroup: "50+", method: "life-stage-cues", confidence: 0.6 };
  if (YOUNG.test(bio)) return { ageGroup: "18-24", method: "life-stage-cues", confidence: 0.6 };
  if (ADULT.test(bio)) return { ageGroup: "25-49", method: "life-stage-cues", confidence: 0.5 };
  return { ageGroup: "unknown", method: "none", confidence: 0 };
}
