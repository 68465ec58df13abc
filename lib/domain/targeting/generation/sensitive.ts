/*
 * X forbids targeting by sensitive categories (health conditions, politics, religion, sexual
 * orientation). The creator refuses a description that asks for one. Fitness, diet and wellness
 * are ordinary interests; named conditions and treatments are not.
 */
export type SensitiveCategory = "health" | "politics" | "religion" | "sexual_orientation";

const WORDS: Record<SensitiveCategory, string[]> = {
  health: [
    "diabetes", "diabetic", "cancer", "tumour", "tumor", "chemotherapy", "hiv", "aids", "depression", "depressed", "anxiety", "bipolar",
    "schizophrenia", "adhd", "autism", "autistic", "dementia", "alzheimer", "alzheimers", "parkinson", "parkinsons", "epilepsy", "asthma",
    "arthritis", "obesity", "obese", "infertility", "ivf", "pregnancy", "pregnant", "miscarriage", "abortion", "std", "herpes", "hepatitis",
    "addiction", "alcoholism", "rehab", "disability", "disabled", "illness", "disease", "diagnosed", "diagnosis", "patients", "patient",
    "medication", "prescription", "antidepressant", "insulin", "eczema", "psoriasis", "acne", "erectile", "incontinence", "cholesterol",
  ],
  politics: [
    "politics", "political", "politician", "democrat", "democrats", "republican", "republicans", "conservative", "conservatives", "liberal",
    "liberals", "labour", "tory", "tories", "leftist", "rightwing", "maga", "voter", "voters", "voting", "election", "elections", "partisan",
    "socialist", "communist", "libertarian", "trump", "biden", "brexit",
  ],
  religion: [
    "religion", "religious", "christian", "christians", "christianity", "catholic", "catholics", "protestant", "evangelical", "muslim",
    "muslims", "islam", "islamic", "jewish", "jews", "judaism", "hindu", "hindus", "hinduism", "buddhist", "buddhism", "sikh", "atheist",
    "atheists", "church", "churchgoers", "mosque", "synagogue", "temple", "bible", "quran", "torah", "faith", "worship", "prayer",
  ],
  sexual_orientation: [
    "gay", "gays", "lesbian", "lesbians", "bisexual", "bisexuals", "homosexual", "heterosexual", "straight", "queer", "lgbt", "lgbtq",
    "lgbtqia", "transgender", "trans", "nonbinary", "asexual", "pansexual", "sexuality", "orientation",
  ],
};

const INDEX = new Map<string, SensitiveCategory>(Object.entries(WORDS).flatMap(([c, ws]) => ws.map((w) => [w, c as SensitiveCategory] as const)));

export const SENSITIVE_LABELS: Record<SensitiveCategory, string> = {
  health: "health conditions",
  politics: "politics",
  religion: "religion",
  sexual_orientation: "sexual orientation",
};

/** The sensitive categories a text asks for, with the words that gave them away. */
export function sensitiveCategories(text: string): { category: SensitiveCategory; words: string[] }[] {
  const found = new Map<SensitiveCategory, Set<string>>();
  for (const m of text.toLowerCase().matchAll(/[\p{L}]+/gu)) {
    const c = INDEX.get(m[0]);
    if (c) found.set(c, (found.get(c) ?? new Set()).add(m[0]));
  }
  return [...found.entries()].map(([category, words]) => ({ category, words: [...words] }));
}

/** The refusal shown for a description that targets a sensitive category; null when there is none. */
export function sensitiveRefusal(text: string): string | null {
  const hits = sensitiveCategories(text);
  if (!hits.length) return null;
  const what = hits.map((h) => `${SENSITIVE_LABELS[h.category]} ("${h.words.join('", "')}")`).join(", ");
  return `X does not allow targeting by sensitive categories. This description refers to ${what}. Describe the audience by its interests instead.`;
}
