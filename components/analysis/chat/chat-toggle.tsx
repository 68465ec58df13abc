"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { chatStore, useChat } from "@/lib/client/chat/chat-store";

/** The toolbar's Chat toggle: shows or hides the AI chat panel beside the cards. */
export function ChatToggle({ disabled }: { disabled?: boolean }) {
  const t = useTranslations("chat");
  const { open } = useChat();
  return (
    <Button
      variant={open ? "secondary" : "outline"}
      aria-pressed={open}
      aria-controls="analysis-chat"
      disabled={disabled}
      title={disabled ? t("notReady") : undefined}
      onClick={() => chatStore.dispatch({ type: "open", open: !open })}
      data-testid="chat-toggle"
    >
      <Icon name="forum" size="sm" /> {t("toggle")}
    </Button>
  );
}
