import { routeMetadata } from "@/components/shell/route-heading";
import { WelcomeScreen } from "@/components/teams/welcome-screen";

export const generateMetadata = () => routeMetadata("dashboard", "welcome");

export default function WelcomePage() {
  return <WelcomeScreen />;
}
