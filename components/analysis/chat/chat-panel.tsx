"use client";
import { Suspense, useEffect, useRef } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { ApiClient } from "@/lib/client/http/client";
import { chatStore, useChat } from "@/lib/client/chat/chat-store";
import { streamChat, type ChatRequest } from "@/lib/client/chat/stream-chat";
import { historyOf } from "@/lib/domain/chat/chat-thread";
import { lazyWithRetry } from "@/lib/client/lazy-with-retry";
import { ChatMessage } from "./chat-message";

export interface ChatPanelProps {
  client: ApiClient;
  /** The saved analysis on screen, or null before one is ready. */
  analysis: { audience_creator_query_id: string; team?: string } | null;
  /** What the user is looking at, sent with each question. */
  context: () => string;
}

const SUGGESTIONS = ["summary", "countries", "target", "compare"] as const;
const ChatQuestionForm = lazyWithRetry(async () => ({ default: (await import("./chat-question-form")).ChatQuestionForm }), 1);

/** The AI chat beside the cards: questions about this analysis, answers streamed in as they come. */
export function ChatPanel({ client, analysis, context }: ChatPanelProps) {
  const t = useTranslations("chat");
  const language = useLocale();
  const { open, thread } = useChat();
  const list = useRef<HTMLOListElement>(null);
  const abort = useRef<AbortController | null>(null);
  const id = analysis?.audience_creator_query_id ?? null;
  // The answer streams into the chat store piece by piece; the mutation is the call in flight.
  const stream = useMutation({
    mutationFn: ({ signal, ...req }: Omit<ChatRequest, "analysis" | "language"> & { signal: AbortSignal }) =>
      streamChat(client, { ...req, analysis: analysis!, language }, (text) => chatStore.dispatch({ type: "piece", text }), signal),
  });

  // A new analysis starts a new conversation.
  useEffect(() => {
    abort.current?.abort();
    chatStore.dispatch({ type: "clear" });
  }, [id]);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [thread.references]);

  async function ask(question: string) {
    const q = question.trim();
    if (!q || !analysis || chatStore.getState().thread.loading) return;
    const history = historyOf(chatStore.getState().thread);
    const ctx = context();
    chatStore.dispatch({ type: "ask", question: q, context: ctx });
    abort.current = new AbortController();
    try {
      await stream.mutateAsync({ question: q, context: ctx, references: history, signal: abort.current.signal });
      chatStore.dispatch({ type: "end" });
    } catch (e) {
      if ((e as { name?: string })?.name === "AbortError") return chatStore.dispatch({ type: "end" });
      chatStore.dispatch({ type: "error", message: e instanceof Error ? e.message : String(e) });
    }
  }

  if (!open) return null;
  const last = thread.references.length - 1;
  return (
    <aside
      id="analysis-chat"
      aria-label={t("title")}
      className="sticky top-4 flex max-h-[calc(100dvh-2rem)] w-full shrink-0 flex-col self-start rounded-xl border border-border bg-card text-card-foreground shadow-sm sm:w-96"
      data-testid="chat-panel"
    >
      <header className="flex items-start justify-between gap-2 border-b border-border px-4 py-3">
        <div>
          <h2 className="flex items-center gap-2 text-base font-semibold tracking-tight">
            <Icon name="smart_toy" size="sm" className="text-primary" /> {t("title")}
          </h2>
          <p className="text-xs text-muted-foreground">{t("intro")}</p>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" aria-label={t("clear")} title={t("clear")} onClick={() => chatStore.dispatch({ type: "clear" })} disabled={thread.loading || !thread.references.length}>
            <Icon name="restart_alt" size="sm" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={t("close")} onClick={() => chatStore.dispatch({ type: "open", open: false })}>
            <Icon name="close" size="sm" />
          </Button>
        </div>
      </header>
      <div className="min-h-40 flex-1 overflow-y-auto px-4 py-3" aria-live="polite">
        {thread.references.length ? (
          <ol ref={list} className="space-y-3" data-testid="chat-thread">
            {thread.references.map((r, i) => (
              <ChatMessage key={i} reference={r} streaming={thread.loading && i === last} />
            ))}
          </ol>
        ) : (
          <p className="py-6 text-center text-sm text-muted-foreground">{analysis ? t("empty") : t("notReady")}</p>
        )}
        {thread.error ? <p role="alert" className="mt-3 text-sm text-danger">{t("failed", { message: thread.error })}</p> : null}
      </div>
      {analysis && !thread.loading ? (
        <div className="flex flex-wrap gap-1.5 px-4 pb-2">
          {SUGGESTIONS.map((s) => (
            <button key={s} type="button" onClick={() => void ask(t(`suggestions.${s}`))} className="rounded-full border border-border bg-muted/50 px-2.5 py-1 text-xs text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              {t(`suggestions.${s}`)}
            </button>
          ))}
        </div>
      ) : null}
      <Suspense fallback={<div className="h-[4.5rem] border-t border-border" />}>
        <ChatQuestionForm disabled={!analysis} busy={thread.loading} onAsk={ask} />
      </Suspense>
    </aside>
  );
}
