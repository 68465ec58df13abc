import { z } from "zod";
import { bareXHandleSchema } from "./x-handle";
import { AGES, AUDIENCE_SIZE_CHOICES, BUDGET_CHOICES, CURRENCIES, GENDER_VALUES, LET_PRODUCT_DECIDE } from "@/lib/domain/targeting/options";
import { CREATOR_ORDERS } from "@/lib/domain/targeting/generation/rank";

const word = z.string().trim().min(1).max(100);
export const emailField = z.string().trim().max(254).refine((e) => e.includes("@"), "Email is not valid");
const choice = <T extends readonly number[]>(values: T, message: string) =>
  z.union([z.literal(LET_PRODUCT_DECIDE), z.coerce.number().refine((n) => (values as readonly number[]).includes(n), message)]);

export const CREATE_MODES = ["description", "keywords"] as const;

/** The audience creator's input: a description or keyword groups, filters, and budget or size. */
export const creatorInputSchema = z
  .object({
    team: z.string().trim().min(1).max(100).optional(),
    how: z.enum(CREATE_MODES).default("description"),
    description: z.string().trim().max(2000, "Description must be less than 2000 characters").default(""),
    keyword_groups: z.array(z.array(word).max(10)).max(10).default([]),
    excluded_keywords: z.array(word).max(50).default([]),
    handles: z.array(bareXHandleSchema).max(20).default([]),
    regions: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    states: z.array(z.string().trim().min(1).max(120)).max(60).default([]),
    order: z.enum(CREATOR_ORDERS).default("balanced"),
    gender: z.enum(GENDER_VALUES).default("ANY"),
    age: z.string().refine((a) => AGES.some((o) => o.value === a), "Choose an age from the list").default("AGE_ANY"),
    mode: z.enum(["budget", "size"]).default("budget"),
    budget: choice(BUDGET_CHOICES, "Choose a budget from the list").default(LET_PRODUCT_DECIDE),
    currency: z.enum(CURRENCIES).default("USD"),
    size: choice(AUDIENCE_SIZE_CHOICES, "Choose a size from the list").default(LET_PRODUCT_DECIDE),
    email: emailField,
    ad_account_id: z.string().trim().max(64).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.how === "description" && v.description.length < 3) ctx.addIssue({ code: "custom", path: ["description"], message: "Description is required" });
    if (v.how === "keywords" && !v.keyword_groups.some((g) => g.length)) ctx.addIssue({ code: "custom", path: ["keyword_groups"], message: "Keyword groups is required" });
  });
export type CreatorInput = z.infer<typeof creatorInputSchema>;

/** StandaloneDescriptionAnalyzer: a description and the caller's e-mail. */
export const descriptionAnalyzerSchema = z.object({
  description: z.string().trim().min(3, "Description is required").max(2000, "Description must be less than 2000 characters"),
  email: emailField,
  team: z.string().trim().min(1).max(100).optional(),
});
