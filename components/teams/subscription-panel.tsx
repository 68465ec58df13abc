"use client";
import { useTranslations } from "next-intl";
import { currentSubscription } from "@/lib/domain/subscription";
import type { TeamDetail } from "@/lib/schemas/team";
import { Panel } from "@/components/auth/parts";

export function SubscriptionPanel({ team }: { team: TeamDetail }) {
  const t = useTranslations("teams");
  const current = currentSubscription(team.subscriptions);
  return (
    <Panel title={t("subscriptionTitle")} testId="subscription">
      <p className="text-sm">{current?.active ? t("subscriptionActive", { plan: current.plan.name }) : t("subscriptionNone")}</p>
    </Panel>
  );
}
