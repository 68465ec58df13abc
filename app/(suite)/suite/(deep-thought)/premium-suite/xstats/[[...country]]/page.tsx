import { routeMetadata } from "@/components/shell/route-heading";
import { XStatsScreen } from "@/components/deep-thought/x-stats-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";
import { SuiteSignedOut } from "@/components/suite/suite-signed-out";

export const generateMetadata = () => routeMetadata("suite", "xstats");

export default async function Page({ params }: { params: Promise<{ country?: string[] }> }) {
  if (!(await hasSession())) return <SuiteSignedOut routeId="xstats" />;
  const country = (await params).country?.[0];
  return (
    <SuitePage routeId="xstats">
      <XStatsScreen country={country ? decodeURIComponent(country) : null} />
    </SuitePage>
  );
}
