import { DashboardNoNavLayout } from "@/components/shell/layouts/dashboard-no-nav-layout";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <DashboardNoNavLayout>{children}</DashboardNoNavLayout>;
}
