import { routeMetadata } from "@/components/shell/route-heading";
import { DashboardScreen } from "@/components/deep-thought/dashboard-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";
import { SuiteSignedOut } from "@/components/suite/suite-signed-out";

export const generateMetadata = () => routeMetadata("suite", "dashboard");

export default async function Page() {
  if (!(await hasSession())) return <SuiteSignedOut routeId="dashboard" />;
  return (
    <SuitePage routeId="dashboard">
      <DashboardScreen />
    </SuitePage>
  );
}
