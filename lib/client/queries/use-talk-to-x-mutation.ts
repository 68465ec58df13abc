"use client";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/client/http/api";
import { streamTalkToX } from "@/lib/client/chat/stream-talk-to-x";

/** One Talk to X question: the answer streams into `onPiece`; the mutation is the call in flight. */
export function useTalkToXMutation(account: number, onPiece: (text: string) => void) {
  return useMutation({
    mutationFn: ({ question, language, signal }: { question: string; language: "en" | "ja"; signal: AbortSignal }) => streamTalkToX(api(), account, { question, language }, onPiece, signal),
  });
}
