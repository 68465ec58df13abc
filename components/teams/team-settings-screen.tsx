"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { ErrorNote, Loading } from "@/components/auth/parts";
import { useTeamQuery } from "@/lib/client/queries/teams";
import { isSignedOut } from "@/lib/client/queries/signed-out";
import { TeamProfilePanel } from "./team-profile-panel";
import { BillingPanel } from "./billing-panel";
import { MembersPanel } from "./members-panel";
import { InvitesPanel } from "./invites-panel";
import { TeamPlansPanel } from "./team-plans-panel";

/** /:teamId/team: name and logo, members and levels, invites, billing details (needed before checkout), plan and billing. */
export function TeamSettingsScreen({ teamId }: { teamId: string }) {
  const t = useTranslations("teams");
  const { data: team, error } = useTeamQuery(teamId);
  if (error && !isSignedOut(error))
    return (
      <div className="mx-auto max-w-3xl px-6 py-12">
        <ErrorNote>{t("unknownTeam")}</ErrorNote>
        <Link href="/choose-team" className="mt-4 inline-flex text-sm font-medium text-primary hover:underline">
          {t("chooseTitle")} →
        </Link>
      </div>
    );
  if (!team) return <Loading />;
  const admin = team.level === "admin";
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-6 py-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("settingsTitle")}</h1>
        {!admin && <p className="text-sm text-muted-foreground">{t("adminOnly")}</p>}
      </div>
      <TeamProfilePanel team={team} />
      <MembersPanel team={team} />
      {admin && <InvitesPanel team={team} />}
      <BillingPanel team={team} />
      <TeamPlansPanel team={team.slug} />
    </div>
  );
}
