import { routeMetadata } from "@/components/shell/route-heading";
import { AccountScreen } from "@/components/auth/account-screen";
import { SignedInGate } from "@/components/auth/signed-in-gate";

export const generateMetadata = () => routeMetadata("dashboard", "team.account");

export default function AccountPage() {
  return (
    <SignedInGate routeId="team.account">
      <AccountScreen />
    </SignedInGate>
  );
}
