import { z } from "zod";

const count = z.coerce.number().int("Give a whole number.").min(0, "Give a number of 0 or more.").max(1_000_000_000);

/** POST /api/external/explore-creators/ - creators by topic, optionally in a country and within a follower range. */
export const exploreCreatorsBodySchema = z
  .object({
    topic: z.string().trim().min(1, "Topic is required").max(100, "Topic must be less than 100 characters"),
    country: z.string().trim().max(80, "Country must be less than 80 characters").optional(),
    min_followers: count.optional(),
    max_followers: count.optional(),
  })
  .refine((v) => v.min_followers === undefined || v.max_followers === undefined || v.min_followers <= v.max_followers, {
    path: ["max_followers"],
    message: "Max followers must be at least min followers.",
  });
export type ExploreCreatorsBody = z.infer<typeof exploreCreatorsBodySchema>;

/** The creators form: what people type (empty number fields mean no bound). */
export const creatorsFormSchema = z
  .object({
    topic: z.string().trim().min(1, "Topic is required").max(100, "Topic must be less than 100 characters"),
    country: z.string().trim().max(80, "Country must be less than 80 characters"),
    min_followers: z.string().trim().regex(/^\d*$/, "Min followers must be a whole number"),
    max_followers: z.string().trim().regex(/^\d*$/, "Max followers must be a whole number"),
  })
  .refine((v) => !v.min_followers || !v.max_followers || Number(v.min_followers) <= Number(v.max_followers), {
    path: ["max_followers"],
    message: "Max followers must be at least min followers.",
  });
export type CreatorsForm = z.infer<typeof creatorsFormSchema>;

/** Creators who post on a topic, with their reach, engagement and how well their audience fits. */
export interface ExploreCreatorsView {
  topic: string;
  country: string | null;
  /** Posts on the topic in the corpus and the accounts that wrote them (before the size and country filters). */
  topic_posts: number;
  topic_authors: number;
  method: string;
  creators: {
    handle: string;
    name: string;
    country: string | null;
    /** Reach: followers on X (profile) and in the corpus. */
    followers: number;
    followers_in_corpus: number;
    topic_posts: number;
    /** Mean likes + reposts + replies + quotes per post on the topic. */
    engagement_per_post: number;
    /** Audience fit: percentage of the creator's corpus followers who post on the topic themselves (0-100). */
    topic_fit: number;
    /** Percentage of the creator's followers with a known country who are in the chosen country; null with no country. */
    country_fit: number | null;
    /** Followers with a known country (the base of country_fit). */
    located_followers: number;
  }[];
}
