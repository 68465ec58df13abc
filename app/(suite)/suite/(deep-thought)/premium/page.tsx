import { routeMetadata } from "@/components/shell/route-heading";
import { PremiumScreen } from "@/components/suite/premium-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";

export const generateMetadata = () => routeMetadata("suite", "premium");

export default async function PremiumPage() {
  return (
    <SuitePage routeId="premium">
      <PremiumScreen signedIn={await hasSession()} />
    </SuitePage>
  );
}
