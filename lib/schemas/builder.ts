import { z } from "zod";
import { bareXHandleSchema } from "./x-handle";
import { emailField } from "./generation";

const word = z.string().trim().min(1).max(100);
const words = (name: string) => z.array(word, { error: `${name} is required` }).min(1, `${name} is required`).max(50);

/** Bodies of the audience-builder actions (spec §7): each names one way into an audience. */
export const followersOfSchema = z.object({ handles: z.array(bareXHandleSchema).min(1, "Handles is required").max(50) });
export const interestedInSchema = z.object({ interests: words("Interests") });
export const postedAboutSchema = z.object({ keywords: words("Keywords") });
export const wordsInProfileSchema = z.object({ words: words("Words") });
export const suggestInterestsSchema = z.object({ description: z.string().trim().min(3, "Description is required").max(2000) });
export const builderInsightsSchema = z
  .object({
    followers_of: z.array(bareXHandleSchema).max(50).default([]),
    interested_in: z.array(word).max(50).default([]),
    posted_about: z.array(word).max(50).default([]),
    words_in_profile: z.array(word).max(50).default([]),
  })
  .refine((b) => b.followers_of.length + b.interested_in.length + b.posted_about.length + b.words_in_profile.length > 0, { message: "Give at least one criterion", path: ["non_field_errors"] });
export type BuilderCriteria = z.infer<typeof builderInsightsSchema>;

export const relatedKeywordsSchema = z.object({ keywords: z.union([word.transform((k) => [k]), z.array(word).min(1).max(20)]) });
export const jobTitlesSchema = z.object({ job_titles: z.array(z.string().trim().min(1).max(120)).min(1, "Job titles is required").max(50) });
export const jobTitleTargetingSchema = jobTitlesSchema.extend({ email: emailField, team: z.string().trim().min(1).max(100).optional() });
