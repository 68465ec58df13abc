import { currentBrandTeam } from "@/lib/server/request-context";
import { clientShellProps } from "@/lib/server/client-shell-props";
import { ClientShell } from "@/components/shell/client-shell";
import { ToolkitLayout } from "@/components/shell/layouts/toolkit-layout";

export default async function Layout({ children }: { children: React.ReactNode }) {
  const [shell, brandTeam] = await Promise.all([clientShellProps(), currentBrandTeam()]);
  return (
    <ClientShell {...shell}>
      <ToolkitLayout brandTeam={brandTeam}>{children}</ToolkitLayout>
    </ClientShell>
  );
}
