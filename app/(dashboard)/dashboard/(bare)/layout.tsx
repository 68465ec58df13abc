import { BareLayout } from "@/components/shell/layouts/bare-layout";

export default function Layout({ children }: { children: React.ReactNode }) {
  return <BareLayout>{children}</BareLayout>;
}
