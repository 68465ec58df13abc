import { z } from "zod";
import { LOCALES } from "@/lib/domain/locale";
import { sectionRequestSchema } from "./analysis-api";

export const CHAT_REFERENCE_TYPES = ["question", "context", "response"] as const;
export const chatReferenceSchema = z.object({ type: z.enum(CHAT_REFERENCE_TYPES), text: z.string().max(8000) });
/** One turn of the AI chat: what the user asked, what they were looking at, or what the assistant answered. */
export type ChatReference = z.infer<typeof chatReferenceSchema>;

const turn = {
  question: z.string({ message: "Ask a question." }).trim().min(1, "Ask a question.").max(2000, "Ask in at most 2000 characters."),
  /** What the user is looking at (the analysis and sections on screen). */
  context: z.string().trim().max(4000).default(""),
  /** The language to answer in; without it, the visitor's own (cookie, then browser). */
  language: z.enum(LOCALES, { message: `language must be one of ${LOCALES.join(", ")}.` }).optional(),
};

/** The chat panel's question form. */
export const chatQuestionSchema = z.object({ question: turn.question });

/** POST body: the analysis (saved or inline), the question and context, and earlier turns. */
export const chatQueryBodySchema = sectionRequestSchema.and(
  z.object({ ...turn, references: z.array(chatReferenceSchema).max(40).default([]) }),
);
export type ChatQueryBody = z.infer<typeof chatQueryBodySchema>;

/** GET query: a saved analysis and one question. */
export const chatQueryParamsSchema = z.object({
  ...turn,
  audience_creator_query_id: z.string({ message: "audience_creator_query_id is required." }).uuid("Enter a valid audience_creator_query_id."),
  team: z.string().trim().min(1).max(100).optional(),
});

export { CHAT_EVENTS, CHAT_END_MARKER } from "@/lib/domain/chat/chat-events";
