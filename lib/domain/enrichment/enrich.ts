import { inferAgeGroup } from "./age";
import { extractEmojis, extractTextEntities, type TextEntity } from "./entities";
import { inferGender } from "./gender";
import type { InterestMatcher } from "./interests";
import { inferJobTitle } from "./job-titles";
import { extractKeywords } from "./keywords";
import { detectLanguage } from "./language";
import { normaliseLocation } from "./location";
import type { LinearModel } from "@/lib/domain/sentiment-model/linear-model";
import { modelSentiment } from "@/lib/domain/sentiment-model/model-sentiment";
import { analyzeSentiment } from "./sentiment";

export interface PostEnrichment {
  entities: TextEntity[];
  lang: string | null;
  langMethod: string;
  keywords: string[];
  sentiment: ReturnType<typeof analyzeSentiment>;
}

/**
 * Everything inferred from a post's text. `given` entities (from X) win over extraction; sentiment
 * comes from `model` when there is one, else from the lexicon.
 */
export function enrichPost(text: string, lang: string | null, given?: TextEntity[], model?: LinearModel): PostEnrichment {
  const language = detectLanguage(text, lang);
  const { keywords, pairs } = extractKeywords(text);
  return {
    entities: [...(given ?? extractTextEntities(text)), ...extractEmojis(text)],
    lang: language.lang,
    langMethod: language.method,
    keywords: [...keywords, ...pairs].slice(0, 40),
    sentiment: model ? modelSentiment(model, text) : analyzeSentiment(text),
  };
}

export interface AccountEnrichment {
  gender: string;
  genderMethod: string;
  genderConfidence: number;
  ageGroup: string;
  ageMethod: string;
  ageConfidence: number;
  country: string | null;
  city: string | null;
  locationMethod: string;
  locationConfidence: number;
  jobCategory: string | null;
  jobTitle: string | null;
  jobMethod: string;
  jobConfidence: number;
  interests: string[];
  interestsMethod: string;
  interestsConfidence: number;
}

/** Everything inferred from a profile: name, bio and location. */
export function enrichAccount(a: { name: string; bio: string; location: string }, interests?: InterestMatcher, now?: Date): AccountEnrichment {
  const g = inferGender(a.name, a.bio);
  const age = inferAgeGroup(a.bio, now);
  const loc = normaliseLocation(a.location);
  const job = inferJobTitle(a.bio);
  const words = extractKeywords(a.bio).keywords;
  const found = interests ? interests.match(words) : { ids: [], confidence: 0 };
  return {
    gender: g.gender,
    genderMethod: g.method,
    genderConfidence: g.confidence,
    ageGroup: age.ageGroup,
    ageMethod: age.method,
    ageConfidence: age.confidence,
    country: loc.country,
    city: loc.city,
    locationMethod: loc.method,
    locationConfidence: loc.confidence,
    jobCategory: job.category,
    jobTitle: job.title,
    jobMethod: job.method,
    jobConfidence: job.confidence,
    interests: found.ids,
    interestsMethod: found.ids.length ? "bio-keywords" : "none",
    interestsConfidence: found.confidence,
  };
}
