import { routeMetadata } from "@/components/shell/route-heading";
import { LocalXConsentScreen } from "@/components/deep-thought/local-x-consent-screen";
import { hasSession } from "@/components/suite/signed-in";
import { SuitePage } from "@/components/suite/suite-page";

export const generateMetadata = () => routeMetadata("suite", "localXConsent");

export default async function LocalXConsentPage() {
  return (
    <SuitePage routeId="localXConsent">
      <LocalXConsentScreen signedIn={await hasSession()} />
    </SuitePage>
  );
}
