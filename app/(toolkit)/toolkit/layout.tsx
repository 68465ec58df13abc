import { ToolkitLayout } from "@/components/shell/layouts/toolkit-layout";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <ToolkitLayout>{children}</ToolkitLayout>;
}
