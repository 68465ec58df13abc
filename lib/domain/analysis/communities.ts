/*
 * Subreddits section: a fixed topic-to-community mapping from X interest categories to the Reddit
 * communities that discuss them. It is a mapping, not measured Reddit activity, and is labelled so.
 */
const COMMUNITIES: Record<string, string[]> = {
  automotive: ["r/cars", "r/autos"],
  "books and literature": ["r/books", "r/literature"],
  business: ["r/business", "r/entrepreneur"],
  careers: ["r/careerguidance", "r/jobs"],
  education: ["r/education", "r/teachers"],
  events: ["r/events"],
  "family and parenting": ["r/parenting"],
  "food and drink": ["r/food", "r/cooking"],
  gaming: ["r/gaming", "r/pcgaming"],
  "hobbies and interests": ["r/hobbies", "r/diy"],
  "home and garden": ["r/homeimprovement", "r/gardening"],
  "law, government and politics": ["r/politics", "r/law"],
  "life stages": ["r/adulting"],
  "movies and television": ["r/movies", "r/television"],
  "music and radio": ["r/music", "r/listentothis"],
  "personal finance": ["r/personalfinance", "r/investing"],
  society: ["r/news"],
  sports: ["r/sports"],
  technology: ["r/technology", "r/programming"],
  travel: ["r/travel"],
  "health": ["r/health", "r/fitness"],
  "beauty": ["r/beauty", "r/skincareaddiction"],
  "pets": ["r/pets", "r/aww"],
  "science": ["r/science"],
};

/** Communities for an interest named "Category/Subcategory" (matched on the category). */
export function communitiesForInterest(interest: string): string[] {
  const category = interest.split("/")[0].trim().toLowerCase();
  return COMMUNITIES[category] ?? [];
}

export const COMMUNITY_METHOD = "topic-to-community mapping (interest category -> subreddit), not measured Reddit activity";

/** Communities for a keyword someone typed: the categories whose name contains it (or it contains). */
export function communitiesForKeyword(keyword: string): string[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [];
  const hits = Object.entries(COMMUNITIES).filter(([category]) => category.includes(k) || k.includes(category));
  return [...new Set(hits.flatMap(([, communities]) => communities))];
}
