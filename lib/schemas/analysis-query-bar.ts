import { z } from "zod";
import { CONVERSATION_ORDERS, DEFAULT_COUNTRIES, SCREEN_QUERY_TYPES, type AnalysisRequest } from "@/lib/domain/analysis-screen/session";
import type { QueryBarValues } from "@/lib/domain/analysis-screen/query-bar-values";

export const QUERY_BAR_MESSAGES = {
  empty: "Type something to analyse first.",
  endBeforeStart: "The end of the window must be after its start.",
} as const;

const commaList = z.string().transform((s) => s.split(",").map((x) => x.trim()).filter(Boolean));

/** What the query bar submits: the request the analysis runs, checked before it leaves the page. */
export const queryBarSchema = z
  .object({
    queryType: z.enum(SCREEN_QUERY_TYPES),
    handle: z.string().trim().min(1, QUERY_BAR_MESSAGES.empty),
    conversationStart: z.string(),
    conversationEnd: z.string(),
    conversationOrderPosts: z.enum(CONVERSATION_ORDERS),
    country: commaList.transform((c) => (c.length ? c : DEFAULT_COUNTRIES)),
    countryTrend: z.string(),
    extraKeywordType: z.enum(["and", "or"]),
    extraKeyword: z.string(),
    excludeKeywords: commaList,
    shareOfVoiceWithKeywords: z.boolean(),
    shareOfConversation: commaList,
  })
  .refine((v) => v.queryType !== "conversation" || Date.parse(v.conversationEnd) > Date.parse(v.conversationStart), {
    path: ["conversationEnd"],
    message: QUERY_BAR_MESSAGES.endBeforeStart,
  }) satisfies z.ZodType<AnalysisRequest, QueryBarValues>;

