import { routeMetadata } from "@/components/shell/route-heading";
import { AccountsScreen } from "@/components/deep-thought/accounts-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";
import { SuiteSignedOut } from "@/components/suite/suite-signed-out";

export const generateMetadata = () => routeMetadata("suite", "accounts");

export default async function Page() {
  if (!(await hasSession())) return <SuiteSignedOut routeId="accounts" />;
  return (
    <SuitePage routeId="accounts">
      <AccountsScreen />
    </SuitePage>
  );
}
