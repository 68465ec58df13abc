import { routeMetadata } from "@/components/shell/route-heading";
import { AuthenticatedScreen } from "@/components/deep-thought/authenticated-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";

export const generateMetadata = () => routeMetadata("suite", "authenticated");

export default async function AuthenticatedPage() {
  return (
    <SuitePage routeId="authenticated">
      <AuthenticatedScreen signedIn={await hasSession()} />
    </SuitePage>
  );
}
