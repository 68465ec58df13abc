/**
 * The spec's job-title taxonomy (it announces 16 categories and lists these 15), each with the
 * titles that put a bio in it. Titles are matched as whole words, case-insensitively.
 */
export const JOB_CATEGORIES: { category: string; titles: string[] }[] = [
  { category: "Decision maker", titles: ["CEO", "CTO", "CFO", "COO", "CMO", "founder", "co-founder", "cofounder", "managing director", "president", "vice president", "VP", "owner", "chairman", "board member", "head of", "partner", "代表取締役", "社長"] },
  { category: "Business", titles: ["manager", "marketing manager", "sales manager", "entrepreneur", "business owner", "product manager", "account executive", "business development", "marketer", "brand manager", "HR", "recruiter", "operations manager"] },
  { category: "Financial", titles: ["accountant", "financial analyst", "banker", "investor", "trader", "financial advisor", "CPA", "auditor", "economist", "fund manager", "actuary"] },
  { category: "Consulting", titles: ["consultant", "advisor", "strategist", "coach", "management consultant", "freelance consultant"] },
  { category: "IT Developer", titles: ["software engineer", "developer", "programmer", "web developer", "frontend developer", "backend developer", "full stack developer", "devops engineer", "data engineer", "mobile developer", "エンジニア", "プログラマー"] },
  { category: "IT/Tech", titles: ["data scientist", "IT manager", "sysadmin", "system administrator", "security engineer", "network engineer", "tech lead", "UX designer", "product designer", "tech enthusiast", "cloud architect", "IT support"] },
  { category: "Service", titles: ["chef", "cook", "barista", "waiter", "waitress", "bartender", "flight attendant", "hairdresser", "driver", "retail", "cashier", "customer service", "receptionist", "cleaner", "mechanic", "electrician", "plumber"] },
  { category: "Healthcare", titles: ["doctor", "physician", "nurse", "surgeon", "dentist", "pharmacist", "paramedic", "therapist", "psychologist", "midwife", "radiologist", "MD", "RN", "看護師", "医師"] },
  { category: "Farmer", titles: ["farmer", "rancher", "agronomist", "grower", "beekeeper", "dairy farmer", "vintner", "農家"] },
  { category: "Education", titles: ["teacher", "professor", "lecturer", "educator", "tutor", "principal", "librarian", "teaching assistant", "教師", "先生"] },
  { category: "Alternative Medicine", titles: ["naturopath", "acupuncturist", "homeopath", "reiki master", "reiki practitioner", "herbalist", "chiropractor", "ayurvedic practitioner", "yoga teacher", "holistic healer"] },
  { category: "Science", titles: ["scientist", "researcher", "biologist", "chemist", "physicist", "PhD", "postdoc", "astronomer", "geologist", "neuroscientist", "研究者"] },
  { category: "News", titles: ["journalist", "reporter", "editor", "correspondent", "news anchor", "columnist", "broadcaster", "photojournalist", "記者"] },
  { category: "Artist", titles: ["artist", "painter", "illustrator", "photographer", "designer", "sculptor", "graphic designer", "writer", "author", "poet", "musician", "イラストレーター", "漫画家"] },
  { category: "Entertainment", titles: ["actor", "actress", "singer", "comedian", "DJ", "producer", "streamer", "youtuber", "content creator", "influencer", "rapper", "dancer", "model", "podcaster", "声優"] },
];

export interface JobGuess {
  category: string | null;
  title: string | null;
  method: "bio-title" | "none";
  confidence: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const UPPER_ONLY = /^[A-Z]{2,4}$/;
const CATEGORY = new Map<string, string>();
for (const { category, titles } of JOB_CATEGORIES) for (const t of titles) CATEGORY.set(UPPER_ONLY.test(t) ? t : t.toLowerCase(), category);
const all = [...CATEGORY.keys()].sort((a, b) => b.length - a.length);
const pattern = (titles: string[]) => titles.map((t) => escape(t).replace(/ /g, "[\\s-]+")).join("|");
// One pass per kind: acronyms match case-sensitively, words in any case, CJK titles anywhere.
const ACRONYMS = new RegExp(`(?<![\\p{L}])(${pattern(all.filter((t) => UPPER_ONLY.test(t)))})s?(?![\\p{L}])`, "gu");
const WORDS = new RegExp(`(?<![\\p{L}])(${pattern(all.filter((t) => !UPPER_ONLY.test(t) && !/[^\x00-\x7f]/.test(t)))})s?(?![\\p{L}])`, "giu");
const CJK = new RegExp(`(${pattern(all.filter((t) => /[^\x00-\x7f]/.test(t)))})`, "gu");

/** The job-title category a bio states; the longest matching title wins ("marketing manager" over "manager"). */
export function inferJobTitle(bio: string): JobGuess {
  let best: string | null = null;
  for (const re of [ACRONYMS, WORDS, CJK]) {
    for (const m of bio.matchAll(re)) {
      const title = UPPER_ONLY.test(m[1]) ? m[1] : m[1].toLowerCase().replace(/[\s-]+/g, " ");
      const key = CATEGORY.has(title) ? title : m[1].toLowerCase().replace(/[\s-]+/g, (x) => (x.includes("-") ? "-" : " "));
      if (CATEGORY.has(key) && (!best || key.length > best.length)) best = key;
    }
  }
  if (!best) return { category: null, title: null, method: "none", confidence: 0 };
  return { category: CATEGORY.get(best)!, title: best, method: "bio-title", confidence: best.length >= 6 ? 0.8 : 0.6 };
}
