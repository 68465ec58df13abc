"use client";
import { useLocale, useTranslations } from "next-intl";
import { Tooltip } from "@/components/ui/tooltip";
import { isLikelyBot } from "@/lib/domain/creators/bot-score";
import type { FollowPerson } from "@/lib/schemas/creators";
import { cn } from "@/components/ui/cn";

/** A follower's bot and spam score (two decimals in the viewer's language); the signals behind it on hover or focus. */
export function BotScoreCell({ person }: { person: FollowPerson }) {
  const t = useTranslations("deepThought");
  const locale = useLocale();
  if (person.bot_score === null) return <span className="text-muted-foreground">{t("people.notScored")}</span>;
  const score = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(person.bot_score);
  const signals = person.bot_signals.map((s) => t(`quality.signals.${s}`));
  return (
    <Tooltip content={signals.length ? signals.join(" · ") : t("people.noSignals")}>
      <button
        type="button"
        data-testid="bot-score"
        aria-label={t("people.botScoreOf", { handle: person.handle, score })}
        className={cn("tabular-nums underline decoration-dotted underline-offset-4", isLikelyBot(person.bot_score) && "font-semibold text-danger")}
      >
        {score}
      </button>
    </Tooltip>
  );
}
