import { currentBrandTeam } from "@/lib/server/request-context";
import { DashboardLayout } from "@/components/shell/layouts/dashboard-layout";

export default async function Layout({ children }: { children: React.ReactNode }) {
  return <DashboardLayout brandTeam={await currentBrandTeam()}>{children}</DashboardLayout>;
}
