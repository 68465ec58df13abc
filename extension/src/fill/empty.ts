import type { AppliedTargeting } from "@/lib/domain/targeting/targeting-package";

/** Nothing left to put in the form (e.g. only 200 or more locations, which are not sent). */
export function isEmptyTargeting(t: AppliedTargeting): boolean {
  const lists = [t.keywords, t.hashtags, t.interests, t.conversation_topics, t.movies_tv_shows, t.handles, t.languages, t.network_operators, t.placements, t.custom_audiences, t.locations, t.countries];
  return lists.every((l) => !l?.length) && (!t.age || t.age === "AGE_ANY") && (!t.gender || t.gender === "ANY");
}
