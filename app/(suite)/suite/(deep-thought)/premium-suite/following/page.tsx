import { routeMetadata } from "@/components/shell/route-heading";
import { FollowTableScreen } from "@/components/deep-thought/follow-table-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";
import { SuiteSignedOut } from "@/components/suite/suite-signed-out";

export const generateMetadata = () => routeMetadata("suite", "following");

export default async function Page() {
  if (!(await hasSession())) return <SuiteSignedOut routeId="following" />;
  return (
    <SuitePage routeId="following">
      <FollowTableScreen screen="following" />
    </SuitePage>
  );
}
