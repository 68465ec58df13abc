import { ClientShell } from "@/components/shell/client-shell";
import { clientShellProps } from "@/lib/server/client-shell-props";

export default async function Layout({ children }: { children: React.ReactNode }) {
  return <ClientShell {...await clientShellProps()}>{children}</ClientShell>;
}
