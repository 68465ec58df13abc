import { currentBrandTeam, requestContext } from "@/lib/server/request-context";
import { ToolkitPublicLayout } from "@/components/shell/layouts/toolkit-public-layout";

// The public pages (home, about, pro pages): server-rendered, without the app's browser providers.
export default async function Layout({ children }: { children: React.ReactNode }) {
  const [brandTeam, { path }] = await Promise.all([currentBrandTeam(), requestContext()]);
  return (
    <ToolkitPublicLayout brandTeam={brandTeam} path={path}>
      {children}
    </ToolkitPublicLayout>
  );
}
