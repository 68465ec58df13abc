/**
 * Events of the chat stream: a piece of the answer, the end marker, or an error that ends it.
 * Kept apart from the zod schemas so the browser's chat client does not load zod.
 */
export const CHAT_EVENTS = { piece: "piece", end: "end", error: "error" } as const;
export const CHAT_END_MARKER = "[DONE]";
