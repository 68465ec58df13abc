import { routeMetadata } from "@/components/shell/route-heading";
import { PausedScreen } from "@/components/suite/paused-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";

export const generateMetadata = () => routeMetadata("suite", "paused");

export default async function PausedPage() {
  return (
    <SuitePage routeId="paused">
      <PausedScreen signedIn={await hasSession()} />
    </SuitePage>
  );
}
