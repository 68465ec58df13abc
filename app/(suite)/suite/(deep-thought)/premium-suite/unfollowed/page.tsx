import { routeMetadata } from "@/components/shell/route-heading";
import { FollowTableScreen } from "@/components/deep-thought/follow-table-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";
import { SuiteSignedOut } from "@/components/suite/suite-signed-out";

export const generateMetadata = () => routeMetadata("suite", "unfollowed");

export default async function Page() {
  if (!(await hasSession())) return <SuiteSignedOut routeId="unfollowed" />;
  return (
    <SuitePage routeId="unfollowed">
      <FollowTableScreen screen="unfollowed" />
    </SuitePage>
  );
}
