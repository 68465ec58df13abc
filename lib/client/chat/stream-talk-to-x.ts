"use client";
import type { ApiClient } from "../http/client";
import { readChatStream } from "./stream-chat";

/** Asks Talk to X about the account and hands over each streamed piece of the answer. */
export async function streamTalkToX(client: ApiClient, account: number, req: { question: string; language: "en" | "ja" }, onPiece: (text: string) => void, signal?: AbortSignal): Promise<void> {
  const response = await client.fetch("POST", "/api/external/deepthought/accounts/{id}/talk-to-x/", { creator: true, params: { id: account }, body: req, accept: "text/event-stream", signal });
  return readChatStream(response, onPiece);
}
