import type { SectionName } from "@/lib/schemas/analysis";
import type { SessionAction } from "./reducer";
import { analyzeBody } from "./request-body";
import type { AnalysisRequest, RequestKey, ScreenQueryType } from "./session";

/** The cards of each query type, in screen order (the sections the engine computes for it). */
const AUDIENCE_CARDS: SectionName[] = [
  "audience_size", "countries", "cities", "languages", "genders", "age_groups", "job_titles", "interests_of_this_audience", "topics",
  "top_accounts", "largest_followers", "sample_accounts", "most_interacted_hashtags", "most_interacted_keywords",
  "most_interacted_keyword_combinations", "most_interacted_emojis", "hashtags_self_view", "audience_self_view",
  "audience_self_view_combinations", "seo", "subreddits",
];
export const CARDS: Record<ScreenQueryType, SectionName[]> = {
  handle: [
    "profile", "follower_growth", "posts", "similar_accounts", "hashtags_used_by_handle", "keywords_used_by_handle",
    "keyword_combinations_used_by_handle", ...AUDIENCE_CARDS,
  ],
  keyword: AUDIENCE_CARDS,
  conversation: ["conversation_volume", "sentiment_analysis", "share_of_voice", "conversation_posts", ...AUDIENCE_CARDS],
  post: ["posts", "sentiment_analysis", ...AUDIENCE_CARDS],
};

export type Done = Omit<Extract<SessionAction, { type: "requestDone" }>, "type" | "run" | "key">;

export interface Transport {
  post<T>(path: string, body: Record<string, unknown>, signal: AbortSignal): Promise<T>;
  get<T>(path: string, query: Record<string, string>, signal: AbortSignal): Promise<T>;
}

export interface PlannedRequest {
  key: RequestKey;
  required?: boolean;
  /** The sections whose cards wait on this request. */
  sections: SectionName[];
  load(t: Transport, signal: AbortSignal): Promise<Done>;
}

interface Analyzed {
  audience_creator_query_id: string;
  audience: Done["audience"];
  sections: Record<string, unknown>;
  not_applicable: Record<string, string>;
}

const pick = (answer: Record<string, unknown>, names: SectionName[]) => Object.fromEntries(names.filter((n) => n in answer).map((n) => [n, answer[n]]));

/**
 * Spec §4 for the analysis screen: first the analysis itself (it names the saved query the rest
 * read by id), then every enrichment in parallel. Each request fills the sections it owns.
 */
export function planRequests(r: AnalysisRequest, team: string | undefined): { groups: PlannedRequest[][]; owner: Partial<Record<SectionName, RequestKey>> } {
  let id: string | null = null;
  const scope = team ? { team } : {};
  const byId = () => ({ audience_creator_query_id: id, ...scope });
  const section = (key: RequestKey, path: string, sections: SectionName[]): PlannedRequest => ({
    key,
    sections,
    load: async (t, signal) => {
      const answer = await t.post<Record<string, unknown>>(path, byId(), signal);
      return { sections: pick(answer, sections), notApplicable: (answer.not_applicable ?? {}) as Done["notApplicable"] };
    },
  });
  const detail = (name: SectionName) => async (t: Transport, signal: AbortSignal) =>
    pick(await t.post<Record<string, unknown>>("/api/external/xplore-detail/", { ...byId(), section: name }, signal), [name]);

  const second: PlannedRequest[] = [
    section("demographics", "/api/external/explore-demographics/", ["countries", "cities", "languages", "genders", "job_titles"]),
    {
      key: "age",
      sections: ["age_groups"],
      load: async (t, signal) => {
        const a = await t.post<{ age_percentages: Record<string, number>; base: number; coverage: number; sampled: boolean; margins: Record<string, number> | null }>(
          "/api/external/compute-age-groups/", byId(), signal,
        );
        const rows = Object.entries(a.age_percentages).map(([label, share]) => ({ label, share, ...(a.margins ? { margin: a.margins[label] } : {}) }));
        return { ageGroups: a.age_percentages, sections: { age_groups: { base: a.base, coverage: a.coverage, sampled: a.sampled, rows } } };
      },
    },
    section("enrichments", "/api/external/enrichments/", ["interests_of_this_audience", "topics"]),
    {
      key: "accounts",
      sections: ["top_accounts", "largest_followers"],
      load: async (t, signal) => {
        const [top, largest] = await Promise.all([
          t.post<Record<string, unknown>>("/api/external/top-accounts/", byId(), signal),
          t.post<Record<string, unknown>>("/api/external/top-followers/", byId(), signal),
        ]);
        return { sections: { ...pick(top, ["top_accounts"]), ...pick(largest, ["largest_followers"]) } };
      },
    },
    section("seo", "/api/external/seo-keywords/", ["seo"]),
    { key: "subreddits", sections: ["subreddits"], load: async (t, signal) => ({ sections: await detail("subreddits")(t, signal) }) },
  ];
  if (r.queryType === "conversation") {
    second.push(section("posts", "/api/external/x-conversations/", ["conversation_volume", "sentiment_analysis", "share_of_voice", "conversation_posts", "posts"]));
    second.push({
      key: "trendingTopics",
      sections: [],
      load: async (t, signal) => {
        const topics = await t.get<unknown>("/api/external/trending-topics/", { country: r.countryTrend, start: r.conversationStart, end: r.conversationEnd }, signal);
        if (!Array.isArray(topics)) throw new Error("Invalid response format for trending topics");
        return { trendingTopics: topics as Done["trendingTopics"] };
      },
    });
  } else if (r.queryType === "post") {
    second.push({
      key: "posts",
      sections: ["posts", "sentiment_analysis"],
      load: async (t, signal) => {
        const [posts, sentiment] = await Promise.all([detail("posts")(t, signal), t.post<Record<string, unknown>>("/api/external/posts-sentiment/", byId(), signal)]);
        return { sections: { ...posts, ...pick(sentiment, ["sentiment_analysis"]) } };
      },
    });
  } else if (r.queryType === "handle") {
    second.push({ key: "posts", sections: ["posts"], load: async (t, signal) => ({ sections: await detail("posts")(t, signal) }) });
  }

  const owned = new Set(second.flatMap((s) => s.sections));
  const general: PlannedRequest = {
    key: "general",
    required: true,
    sections: CARDS[r.queryType].filter((n) => !owned.has(n)),
    load: async (t, signal) => {
      const a = await t.post<Analyzed>("/api/external/analyze-query/", { ...analyzeBody(r), ...scope }, signal);
      id = a.audience_creator_query_id;
      const mine = Object.keys(a.sections).filter((n) => !owned.has(n as SectionName)) as SectionName[];
      return { audienceCreatorQueryId: id, audience: a.audience, sections: pick(a.sections, mine), notApplicable: a.not_applicable as Done["notApplicable"] };
    },
  };
  const owner: Partial<Record<SectionName, RequestKey>> = {};
  for (const req of [general, ...second]) for (const s of req.sections) owner[s] = req.key;
  return { groups: [[general], second], owner };
}
