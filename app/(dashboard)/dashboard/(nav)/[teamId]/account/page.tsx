import { routeMetadata } from "@/components/shell/route-heading";
import { AccountScreen } from "@/components/auth/account-screen";

export const generateMetadata = () => routeMetadata("dashboard", "team.account");

export default function AccountPage() {
  return <AccountScreen />;
}
