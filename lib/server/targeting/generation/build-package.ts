import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import type { CreatorInput } from "@/lib/schemas/generation";
import { queryTerms, termQuery } from "@/lib/domain/targeting/generation/terms";
import { rankCandidates } from "@/lib/domain/targeting/generation/rank";
import { roundSize, SIZE_METHOD, sizeBucket } from "@/lib/domain/targeting/generation/size-estimate";
import { ageShare, genderShare } from "@/lib/domain/targeting/generation/demographic-share";
import { audienceIds, columnCounts, corpusAccountCount, countIds } from "./corpus-audience";
import { centralAccounts, followedCandidates, hashtagCandidates, interestCandidates, keywordCandidates, languageCounts } from "./candidates";
import { interestItems, referenceItems, sizedCandidates, sizer } from "./package-items";
import { countriesOf } from "./resolve-places";
import { packageReach } from "./package-reach";
import { trimToSize } from "@/lib/domain/targeting/generation/trim-to-size";
import { planEstimate, type ReachAssumptions } from "@/lib/domain/targeting/plan-estimate";

export const NO_AUDIENCE = "No audience found in the corpus for this description. Try broader words.";

export class NoAudienceError extends Error {
  constructor() {
    super(NO_AUDIENCE);
  }
}

const LIMITS = { keywords: 15, hashtags: 10, interests: 10, handles: 20, topics: 8, movies: 5, languages: 5, locations: 10 };

/**
 * Builds a targeting package from the corpus: the audience is every account whose bio or posts use
 * the description's words (or the keyword groups), plus followers of the given handles, in the
 * chosen countries; the package lists what that audience uses more than the corpus does.
 */
export interface Sizing {
  /** The assumed number of X users corpus shares are scaled to. */
  platformUsers: number;
  /** Budget mode's assumptions: cost per 1,000 accounts reached and currency rates. */
  reach: ReachAssumptions;
}

export async function buildTargetingPackage(db: Database, input: CreatorInput, { platformUsers, reach: reachAssumptions }: Sizing) {
  const terms = termQuery(input.how === "keywords" ? { keywordGroups: input.keyword_groups, excluded: input.excluded_keywords } : { description: input.description, excluded: input.excluded_keywords });
  const countries = await countriesOf(db, input.regions, input.states);
  const ids = audienceIds({ terms, handles: input.handles, countries });
  const matched = await countIds(db, ids);
  if (!matched) throw new NoAudienceError();
  const corpus = await corpusAccountCount(db);
  const size = sizer(corpus, platformUsers);
  const rank = { audience: matched, corpus, order: input.order };

  const keywords = sizedCandidates(rankCandidates(await keywordCandidates(db, ids), { ...rank, limit: LIMITS.keywords }), size);
  const hashtags = sizedCandidates(rankCandidates(await hashtagCandidates(db, ids), { ...rank, limit: LIMITS.hashtags }), size).map((h) => ({ ...h, label: `#${h.label}` }));
  const words = [...queryTerms(terms).map((t) => t.word), ...keywords.map((k) => k.label), ...hashtags.map((h) => h.label.slice(1))];
  const interests = await interestItems(db, rankCandidates(await interestCandidates(db, ids), { ...rank, limit: LIMITS.interests, minShare: 0.05, minLift: 1.5 }), words, size, LIMITS.interests);

  const given = input.handles.map((h) => ({ label: h, inAudience: matched, inCorpus: 0 }));
  const seedIds = input.handles.length
    ? sql`select id from corpus_accounts where lower(handle) = any(${sql.param(input.handles.map((h) => h.toLowerCase()))}::text[])`
    : sql`select null::text as id where false`;
  let followed = rankCandidates(await followedCandidates(db, ids, seedIds), { ...rank, limit: LIMITS.handles, minShare: 0.01 });
  if (!followed.length) followed = (await centralAccounts(db, ids, 10)).map((a) => ({ label: a.label, inAudience: 1, inCorpus: a.followers }));
  const handleItems = [...sizedCandidates(given, size), ...sizedCandidates(followed, size)].slice(0, LIMITS.handles);
  const handles = handleItems.map((h) => ({ handle: h.label, deselected: false, size: h.size, size_min: h.size_min, size_max: h.size_max, corpus_accounts: h.corpus_accounts }));

  const topicWords = queryTerms(terms).map((t) => t.word).concat(keywords.slice(0, 5).map((k) => k.label));
  const conversationTopics = await referenceItems(db, "targeting_conversation_topics", topicWords, size, LIMITS.topics);
  const moviesTvShows = await referenceItems(db, "targeting_movies_tv_shows", queryTerms(terms).map((t) => t.word), size, LIMITS.movies);

  const langRows = await languageCounts(db, ids);
  const langBase = langRows.reduce((s, r) => s + r.n, 0);
  const languages = langRows.filter((r) => r.n >= 0.1 * langBase).slice(0, LIMITS.languages).map((r) => ({ label: r.label, share: round(r.n / langBase) }));

  const audienceCountries = await columnCounts(db, ids, "country");
  const countryBase = Object.values(audienceCountries).reduce((s, n) => s + n, 0);
  const locations = countries.length
    ? [...countries, ...input.states]
    : Object.entries(audienceCountries)
        .filter(([, n]) => n >= 0.05 * countryBase)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, LIMITS.locations)
        .map(([name]) => name);

  const genders = await columnCounts(db, ids, "gender");
  const ageGroups = await columnCounts(db, ids, "age_group");
  const share = genderShare(input.gender, genders) * ageShare(input.age, ageGroups);

  const primary = { keywords, hashtags, interests, handles };
  const targetSize = input.mode === "size" && input.size !== "auto" ? Number(input.size) : null;
  if (targetSize) trimToSize(primary, targetSize / Math.max(share, 0.01));
  const reach = await countIds(db, packageReach(primary, countries));
  const whole = size(reach);
  const scaled = { estimate: roundSize(whole.estimate * share), min: roundSize(whole.min * share), max: roundSize(whole.max * share) };

  return {
    targeting_package: {
      keywords,
      hashtags,
      interests,
      conversation_topics: conversationTopics,
      movies_tv_shows: moviesTvShows,
      handles,
      languages,
      network_operators: [],
      placements: [],
      custom_audiences: [],
      age: input.age,
      gender: input.gender,
      locations,
    },
    insights: {
      method: SIZE_METHOD,
      platform_users: platformUsers,
      corpus_accounts: corpus,
      matched_accounts: matched,
      package_accounts: reach,
      audience_size: { ...scaled, bucket: sizeBucket(scaled.estimate) },
      terms: queryTerms(terms).map((t) => t.word),
      genders,
      age_groups: ageGroups,
      countries: audienceCountries,
      demographic_share: round(share),
      plan: planEstimate(input.mode === "budget" ? { mode: "budget", budget: String(input.budget), currency: input.currency } : { mode: "size", size: String(input.size) }, scaled.estimate, reachAssumptions),
      target_size: targetSize,
    },
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export type GeneratedPackage = Awaited<ReturnType<typeof buildTargetingPackage>>;
