import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { PersonalSessionGate } from "@/components/auth/personal-sign-in";
import { CountryStatsScreen } from "@/components/research/country-stats-screen";

type Props = { params: Promise<{ country?: string[] }> };

export const generateMetadata = () => routeMetadata("toolkit", "xstats");

/** /xstats/:country?: a research tool, for signed-in toolkit users. */
export default async function XStatsPage({ params }: Props) {
  const [heading, { country }] = await Promise.all([routeHeading("toolkit", "xstats"), params]);
  return (
    <PersonalSessionGate heading={heading}>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-6 py-8">
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        <CountryStatsScreen country={country?.[0] ? decodeURIComponent(country[0]) : null} />
      </div>
    </PersonalSessionGate>
  );
}
