import { currentBrandTeam } from "@/lib/server/request-context";
import { SuiteLayout } from "@/components/shell/layouts/suite-layout";

export default async function Layout({ children }: { children: React.ReactNode }) {
  return <SuiteLayout brandTeam={await currentBrandTeam()}>{children}</SuiteLayout>;
}
