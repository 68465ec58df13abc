import "server-only";
import type { AnalysisQuery, SectionName } from "@/lib/schemas/analysis";
import type { SectionContext } from "./context";
import * as conversation from "./conversation";
import * as demo from "./demographics";
import * as net from "./network";
import * as posts from "./posts";
import * as text from "./text";

type Compute = (ctx: SectionContext, q: AnalysisQuery) => Promise<unknown>;

/** Sections every audience (a set of accounts) has. */
const AUDIENCE: Partial<Record<SectionName, Compute>> = {
  audience_size: async (ctx) => ({ population: ctx.audience.population, sampled: ctx.audience.ids.length, is_sample: ctx.audience.ids.length < ctx.audience.population }),
  sample_accounts: (ctx) => net.sampleAccounts(ctx),
  top_accounts: (ctx) => net.topAccounts(ctx),
  largest_followers: (ctx) => net.largestFollowers(ctx),
  countries: (ctx) => demo.countries(ctx),
  cities: (ctx) => demo.cities(ctx),
  languages: (ctx) => demo.languages(ctx),
  genders: (ctx) => demo.genders(ctx),
  age_groups: (ctx) => demo.ageGroups(ctx),
  job_titles: (ctx) => demo.jobTitles(ctx),
  interests_of_this_audience: (ctx) => demo.interests(ctx),
  subreddits: (ctx) => demo.subreddits(ctx),
  topics: (ctx) => text.audiencePostTerms(ctx, "annotation"),
  seo: (ctx) => text.seo(ctx),
  hashtags_self_view: (ctx) => text.audiencePostTerms(ctx, "hashtag"),
  audience_self_view: (ctx) => text.audienceSelfView(ctx),
  audience_self_view_combinations: (ctx) => text.audienceSelfViewCombinations(ctx),
  most_interacted_emojis: (ctx) => text.entities(ctx, text.postsEngagedByAudience(ctx), "emoji"),
  most_interacted_hashtags: (ctx) => text.entities(ctx, text.postsEngagedByAudience(ctx), "hashtag"),
  most_interacted_keywords: (ctx) => text.keywords(ctx, text.postsEngagedByAudience(ctx)),
  most_interacted_keyword_combinations: (ctx) => text.keywordCombinations(ctx, text.postsEngagedByAudience(ctx)),
};

const HANDLE: Partial<Record<SectionName, Compute>> = {
  profile: (ctx) => net.profile(ctx),
  posts: (ctx) => posts.topPosts(ctx, "subject"),
  similar_accounts: (ctx) => net.similarAccounts(ctx),
  follower_growth: (ctx) => net.followerGrowth(ctx),
  hashtags_used_by_handle: (ctx) => text.entities(ctx, text.subjectPosts(ctx), "hashtag"),
  keywords_used_by_handle: (ctx) => text.keywords(ctx, text.subjectPosts(ctx)),
  keyword_combinations_used_by_handle: (ctx) => text.keywordCombinations(ctx, text.subjectPosts(ctx)),
};

/** The order of a query's listed posts (sentiment reads the same pass over the analysed posts). */
const postOrder = (q: AnalysisQuery) => (q.type === "conversation" ? q.order : "like_count");

const CONVERSATION: Partial<Record<SectionName, Compute>> = {
  posts: (ctx, q) => posts.topPosts(ctx, "analysed", postOrder(q)),
  conversation_volume: (ctx) => conversation.conversationVolume(ctx),
  sentiment_analysis: (ctx, q) => conversation.sentimentAnalysis(ctx, postOrder(q)),
  conversation_posts: (ctx, q) => posts.topPosts(ctx, "analysed", postOrder(q)),
  share_of_voice: (ctx, q) =>
    q.type === "conversation" ? conversation.shareOfVoice(ctx, q.share_of_voice_keywords, q.share_of_voice_with_keywords) : Promise.resolve(null),
};

const POST: Partial<Record<SectionName, Compute>> = {
  posts: (ctx, q) => posts.topPosts(ctx, "analysed", postOrder(q)),
  sentiment_analysis: (ctx, q) => conversation.sentimentAnalysis(ctx, postOrder(q)),
};

const SPECIFIC = { handle: HANDLE, keyword: {}, conversation: CONVERSATION, post: POST } as const;

const WHY: Partial<Record<SectionName, string>> = {
  profile: "Only a handle analysis has one profile.",
  similar_accounts: "Follower overlap needs a subject account (handle analysis).",
  follower_growth: "Follower growth needs a subject account (handle analysis).",
  hashtags_used_by_handle: "Only a handle analysis has a handle's own posts.",
  keywords_used_by_handle: "Only a handle analysis has a handle's own posts.",
  keyword_combinations_used_by_handle: "Only a handle analysis has a handle's own posts.",
  conversation_volume: "A time series needs a conversation window.",
  conversation_posts: "Only a conversation analysis has conversation posts.",
  share_of_voice: "Share of voice compares keywords in a conversation window.",
  sentiment_analysis: "Sentiment is computed over the analysed posts (conversation and post analyses).",
  posts: "A keyword audience has no single set of posts; see the self-view sections.",
};

/** The computations of a query type, and the sections it cannot have with the reason. */
export function sectionsFor(type: AnalysisQuery["type"]) {
  const computed = { ...AUDIENCE, ...SPECIFIC[type] } as Partial<Record<SectionName, Compute>>;
  const notApplicable = Object.fromEntries(Object.entries(WHY).filter(([name]) => !(name in computed))) as Record<string, string>;
  return { computed, notApplicable };
}

