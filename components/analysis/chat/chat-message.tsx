"use client";
import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/components/ui/cn";
import type { ChatReference } from "@/lib/schemas/chat";

/** One turn of the thread. Answers are plain text (never HTML), so nothing from a model runs as markup. */
export function ChatMessage({ reference, streaming }: { reference: ChatReference; streaming: boolean }) {
  const t = useTranslations("chat");
  if (reference.type === "context") return null;
  const mine = reference.type === "question";
  return (
    <li className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")} data-reference={reference.type}>
      <span className="text-xs font-medium text-muted-foreground">{mine ? t("you") : t("assistant")}</span>
      <div
        className={cn(
          "max-w-[92%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-wrap break-words",
          mine ? "rounded-br-md bg-primary text-primary-foreground" : "rounded-bl-md border border-border bg-muted/60 text-foreground",
        )}
        data-testid={mine ? "chat-question" : "chat-response"}
        aria-busy={streaming || undefined}
      >
        {reference.text}
        {streaming ? (
          <span className="ms-1 inline-flex translate-y-0.5 items-center gap-1 text-muted-foreground">
            <Spinner size="xs" /> {reference.text ? null : t("thinking")}
          </span>
        ) : null}
      </div>
    </li>
  );
}
