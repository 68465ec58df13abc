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
const MATCHERS = JOB_CATEGORIES.flatMap(({ category, titles }) =>
  titles.map((title) => {
    const cjk = /[^\x00-\x7f]/.test(title);
    const body = escape(title).replace(/ /g, "[\\s-]+");
    const re = cjk ? new RegExp(body) : new RegExp(`(?:^|[^\\p{L}])${body}s?(?![\\p{L}])`, UPPER_ONLY.test(title) ? "u" : "iu");
    return { category, title, re, weight: title.length };
  }),
).sort((a, b) => b.weight - a.weight);

/** The job-title category a bio states; the longest matching title wins ("marketing manager" over "manager"). */
export function inferJobTitle(bio: string): JobGuess {
  if (!bio) return { category: null, title: null, method: "none", confidence: 0 };
  for (const m of MATCHERS) {
    if (m.re.test(bio)) return { category: m.category, title: m.title, method: "bio-title", confidence: m.weight >= 6 ? 0.8 : 0.6 };
  }
  return { category: null, title: null, method: "none", confidence: 0 };
}
