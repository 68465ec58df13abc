import { Brand, type BrandTeam } from "../brand";
import { LanguageSwitcher } from "../language-switcher";
import { NavLink } from "../nav-link";
import { ThemeScope } from "../theme-scope";
import { ThemeToggle } from "../theme-toggle";
import { ToolkitFrame } from "./toolkit-frame";
import { ToolkitNav } from "./toolkit-nav";

/** The Targeting Toolkit's header for its tools (inside the app's providers). */
export async function ToolkitLayout({ children, brandTeam }: { children: React.ReactNode; brandTeam: BrandTeam | null }) {
  return (
    <ToolkitFrame
      before={<ThemeScope layout="pro-targeting" />}
      brand={<Brand team={brandTeam} product="Targeting Toolkit" />}
      nav={<ToolkitNav link={NavLink} />}
      controls={
        <>
          <LanguageSwitcher />
          <ThemeToggle />
        </>
      }
    >
      {children}
    </ToolkitFrame>
  );
}
