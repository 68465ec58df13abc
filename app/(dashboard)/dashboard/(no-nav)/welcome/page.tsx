import { routeMetadata } from "@/components/shell/route-heading";
import { WelcomeScreen } from "@/components/teams/welcome-screen";
import { SignedInGate } from "@/components/auth/signed-in-gate";

export const generateMetadata = () => routeMetadata("dashboard", "welcome");

export default function WelcomePage() {
  return (
    <SignedInGate routeId="welcome">
      <WelcomeScreen />
    </SignedInGate>
  );
}
