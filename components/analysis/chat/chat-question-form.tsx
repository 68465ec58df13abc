"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { chatQuestionSchema } from "@/lib/schemas/chat";

/**
 * The chat's question box (Enter sends, Shift+Enter breaks the line). Its own chunk, loaded when
 * the chat opens: the analysis page's first load carries no form library.
 */
export function ChatQuestionForm({ disabled, busy, onAsk }: { disabled: boolean; busy: boolean; onAsk: (question: string) => unknown }) {
  const t = useTranslations("chat");
  const { form } = useZodForm(chatQuestionSchema, { defaultValues: { question: "" } });
  const draft = form.watch("question") ?? "";
  const send = form.handleSubmit(({ question }) => {
    form.reset({ question: "" });
    return onAsk(question);
  });
  return (
    <form className="flex items-end gap-2 border-t border-border p-3" onSubmit={(e) => void send(e)}>
      <label htmlFor="chat-question" className="sr-only">{t("placeholder")}</label>
      <textarea
        id="chat-question"
        rows={2}
        maxLength={2000}
        disabled={disabled}
        {...form.register("question")}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            if (!busy) void send();
          }
        }}
        placeholder={t("placeholder")}
        className="min-h-10 flex-1 resize-none rounded-lg border border-border bg-background px-3 py-2 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
      />
      <Button type="submit" size="icon" aria-label={t("send")} disabled={disabled || !draft.trim() || busy} data-testid="chat-send">
        <Icon name="send" size="sm" />
      </Button>
    </form>
  );
}
