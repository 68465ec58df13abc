import { routeMetadata } from "@/components/shell/route-heading";
import { ChooseTeamScreen } from "@/components/teams/choose-team-screen";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => routeMetadata("dashboard", "chooseTeam");

export default async function ChooseTeamPage({ searchParams }: Props) {
  const { team } = await searchParams;
  return <ChooseTeamScreen requested={typeof team === "string" ? team : null} />;
}
