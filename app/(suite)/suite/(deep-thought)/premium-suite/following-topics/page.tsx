import { routeMetadata } from "@/components/shell/route-heading";
import { TopicsScreen } from "@/components/deep-thought/topics-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";
import { SuiteSignedOut } from "@/components/suite/suite-signed-out";

export const generateMetadata = () => routeMetadata("suite", "followingTopics");

export default async function Page() {
  if (!(await hasSession())) return <SuiteSignedOut routeId="followingTopics" />;
  return (
    <SuitePage routeId="followingTopics">
      <TopicsScreen who="following" />
    </SuitePage>
  );
}
