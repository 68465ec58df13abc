import { currentBrandTeam } from "@/lib/server/request-context";
import { DashboardNoNavLayout } from "@/components/shell/layouts/dashboard-no-nav-layout";

export default async function Layout({ children }: { children: React.ReactNode }) {
  return <DashboardNoNavLayout brandTeam={await currentBrandTeam()}>{children}</DashboardNoNavLayout>;
}
