"use client";
import { useEffect, useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMeQuery } from "@/lib/client/queries/user";
import { isSignedOut } from "@/lib/client/queries/signed-out";
import { safeStorage } from "@/lib/client/auth/storage";
import { RECENT_TEAM_KEY, resolveTeamChoice } from "@/lib/domain/recent-team";
import { ErrorNote, Loading } from "@/components/auth/parts";
import { TeamAvatar } from "./team-avatar";

/** Lists the user's teams; choosing one stores it as recentTeam, an unknown one clears it. */
export function ChooseTeamScreen({ requested }: { requested: string | null }) {
  const t = useTranslations("teams");
  const { data: me, error } = useMeQuery();
  const [recent] = useState(() => (typeof window === "undefined" ? null : safeStorage.get(RECENT_TEAM_KEY)));
  const slugs = me?.memberships.map((m) => m.team.slug) ?? [];
  const unknownRequested = Boolean(me) && requested !== null && resolveTeamChoice(slugs, requested) === null;
  const staleRecent = Boolean(me) && recent !== null && resolveTeamChoice(slugs, recent) === null;
  useEffect(() => {
    if (unknownRequested || staleRecent) safeStorage.remove(RECENT_TEAM_KEY);
  }, [unknownRequested, staleRecent]);
  if (error && !isSignedOut(error)) return <ErrorNote>{error.message}</ErrorNote>;
  if (!me) return <Loading />;

  return (
    <div className="mx-auto w-full max-w-xl space-y-6 px-6 py-12">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("chooseTitle")}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t("chooseSubtitle", { email: me.email ?? me.first_name })}</p>
      </div>
      {unknownRequested && <ErrorNote>{t("unknownTeam")}</ErrorNote>}
      {me.memberships.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border bg-card p-8 text-center">
          <p className="text-muted-foreground">{t("noTeams")}</p>
          <Link href="/welcome" className="mt-4 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground">
            {t("createOrJoin")}
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card" data-testid="team-list">
          {me.memberships.map((m) => (
            <li key={m.id}>
              <a
                href={`/${m.team.slug}/audiences`}
                onClick={() => safeStorage.set(RECENT_TEAM_KEY, m.team.slug)}
                className="flex items-center gap-4 px-5 py-4 transition hover:bg-muted"
              >
                <TeamAvatar name={m.team.name} logo={m.team.logo} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{m.team.name}</span>
                  <span className="block text-xs text-muted-foreground">/{m.team.slug}</span>
                </span>
                <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                  {m.level === "admin" ? t("levelAdmin") : t("levelMember")}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {me.memberships.length > 0 && (
        <Link href="/welcome" className="inline-flex text-sm font-medium text-primary hover:underline">
          {t("createOrJoin")} →
        </Link>
      )}
    </div>
  );
}
