import { routeMetadata } from "@/components/shell/route-heading";
import { FollowTableScreen } from "@/components/deep-thought/follow-table-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";
import { SuiteSignedOut } from "@/components/suite/suite-signed-out";

export const generateMetadata = () => routeMetadata("suite", "followers");

export default async function Page() {
  if (!(await hasSession())) return <SuiteSignedOut routeId="followers" />;
  return (
    <SuitePage routeId="followers">
      <FollowTableScreen screen="followers" />
    </SuitePage>
  );
}
