import { notFound } from "next/navigation";
import { ComingSoon } from "@/components/shell/coming-soon";
import { routeMetadata } from "@/components/shell/route-heading";
import { findRoute } from "@/lib/domain/routes";

type Props = { params: Promise<{ teamId: string; section: string }> };

/** A team section whose own page has not shipped yet (real sections add a folder beside this one). */
async function sectionRoute(params: Props["params"]) {
  const { teamId, section } = await params;
  const route = findRoute("dashboard", `team.${section}`);
  if (!route) notFound();
  return { teamId, id: route.id };
}

export async function generateMetadata({ params }: Props) {
  return routeMetadata("dashboard", (await sectionRoute(params)).id);
}

export default async function TeamSectionPage({ params }: Props) {
  const { teamId, id } = await sectionRoute(params);
  return <ComingSoon variant="dashboard" routeId={id} home={`/${encodeURIComponent(teamId)}/audiences`} />;
}
