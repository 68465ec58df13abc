import { currentBrandTeam } from "@/lib/server/request-context";
import { ToolkitLayout } from "@/components/shell/layouts/toolkit-layout";

export default async function Layout({ children }: { children: React.ReactNode }) {
  return <ToolkitLayout brandTeam={await currentBrandTeam()}>{children}</ToolkitLayout>;
}
