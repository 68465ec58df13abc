import { routeMetadata } from "@/components/shell/route-heading";
import { ListsScreen } from "@/components/deep-thought/lists-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";
import { SuiteSignedOut } from "@/components/suite/suite-signed-out";

export const generateMetadata = () => routeMetadata("suite", "lists");

export default async function Page() {
  if (!(await hasSession())) return <SuiteSignedOut routeId="lists" />;
  return (
    <SuitePage routeId="lists">
      <ListsScreen />
    </SuitePage>
  );
}
