import type { LayoutName } from "@/lib/domain/routes";
import { ThemeScope } from "../theme-scope";

/** Layout "none": the page alone. */
export function BareLayout({ children, themeLayout = "none" }: { children: React.ReactNode; themeLayout?: LayoutName }) {
  return (
    <div data-layout="none">
      <ThemeScope layout={themeLayout} />
      <main id="main">{children}</main>
    </div>
  );
}
