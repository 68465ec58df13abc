import { SuiteLayout } from "@/components/shell/layouts/suite-layout";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <SuiteLayout>{children}</SuiteLayout>;
}
