"use client";
import { useSyncExternalStore } from "react";
import { chatReducer, emptyThread, type ChatAction, type ChatThread } from "@/lib/domain/chat/chat-thread";
import { createStore } from "../store";

interface ChatState {
  open: boolean;
  thread: ChatThread;
}

type Action = ChatAction | { type: "open"; open: boolean };

/** The analysis page's chat: whether the panel is open (toggled from the toolbar) and its thread. */
export const chatStore = createStore<ChatState, Action>(
  (s, a) => {
    if (a.type === "open") return a.open === s.open ? s : { ...s, open: a.open };
    const thread = chatReducer(s.thread, a);
    return thread === s.thread ? s : { ...s, thread };
  },
  { open: false, thread: emptyThread },
);

export function useChat(): ChatState {
  return useSyncExternalStore(chatStore.subscribe, chatStore.getState, chatStore.getState);
}
