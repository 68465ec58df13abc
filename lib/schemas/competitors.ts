import { z } from "zod";
import { xHandleSchema } from "./x-handle";

const team = z.string().trim().min(1).max(100).optional();

/** POST /api/external/competitor-analysis/suggest-competitors/ - the handle whose competitors to find. */
export const suggestCompetitorsBodySchema = z.object({ handle: xHandleSchema, team });
export type SuggestCompetitorsBody = z.infer<typeof suggestCompetitorsBodySchema>;

/** POST /api/external/competitor-analysis/account-topics/ - the handles whose topics and audience interests to set side by side. */
export const accountTopicsBodySchema = z.object({
  handles: z.array(xHandleSchema).min(1, "Give at least one handle.").max(6, "Give at most 6 handles."),
  team,
});
export type AccountTopicsBody = z.infer<typeof accountTopicsBodySchema>;

/** Accounts the handle's audience also follows, ranked by how much of that audience they share. */
export interface SuggestCompetitorsView {
  handle: string;
  /** The handle's followers in the corpus, and how many of them (a seeded sample) were read. */
  population: number;
  analysed: number;
  method: string;
  competitors: {
    handle: string;
    name: string;
    followers: number;
    followers_in_corpus: number;
    /** Analysed followers of the handle who also follow this account. */
    shared: number;
    /** Percentage of the handle's audience that follows this account (0-100), with its 95% margin in points. */
    share: number;
    margin: number;
    /** Hashtags both accounts posted. */
    shared_topics: string[];
  }[];
}

/** Each handle's topics (its hashtags) and its audience's interests, and the interests their audiences share. */
export interface AccountTopicsView {
  accounts: {
    handle: string;
    posts: number;
    topics: { topic: string; posts: number }[];
    /** Followers analysed, of how many, and how many of those have inferred interests (coverage). */
    audience: { population: number; analysed: number; with_interests: number; coverage: number };
    interests: { label: string; count: number; share: number; margin: number }[];
  }[];
  /** Interests found in every handle's audience, with each handle's share (same order as accounts). */
  shared_interests: { label: string; shares: number[] }[];
  method: string;
}
