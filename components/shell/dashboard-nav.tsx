"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { NavLink } from "./nav-link";
import { useTeamLevelQuery } from "@/lib/client/queries/teams";

const TEAM_SECTIONS = [
  ["audiences", "audiences"],
  ["creator", "creator"],
  ["explore-x", "exploreX"],
  ["campaigns", "campaigns"],
  ["creatives", "creatives"],
  ["media", "media"],
  ["communities", "communities"],
  ["team", "team"],
  ["account", "account"],
] as const;

const NON_TEAM_SEGMENTS = new Set(["audiences", "helper-documents"]);

/** Links to the current team's sections (the team is the first path segment). */
export function DashboardNav() {
  const t = useTranslations("shell.nav");
  const first = usePathname().split("/").filter(Boolean)[0];
  const teamId = first && !NON_TEAM_SEGMENTS.has(first) ? first : null;
  const level = useTeamLevelQuery(teamId);
  return (
    <nav aria-label={t("primary")} className="flex flex-wrap items-center gap-1">
      {teamId && TEAM_SECTIONS.map(([segment, key]) => (
        <NavLink key={segment} href={`/${teamId}/${segment}`}>
          {t(key)}
        </NavLink>
      ))}
      {teamId && level.data === "admin" && <NavLink href={`/${teamId}/import`}>{t("import")}</NavLink>}
      <NavLink href="/helper-documents">{t("helperDocuments")}</NavLink>
      <NavLink href="/choose-team">{t("chooseTeam")}</NavLink>
    </nav>
  );
}
