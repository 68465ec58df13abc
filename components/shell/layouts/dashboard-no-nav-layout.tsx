import { Brand, type BrandTeam } from "../brand";
import { LanguageSwitcher } from "../language-switcher";
import { SkipLink } from "../skip-link";
import { ThemeScope } from "../theme-scope";

/** Layout "dashboard-no-nav": sign-in, onboarding and team choice; always light. */
export function DashboardNoNavLayout({ children, brandTeam }: { children: React.ReactNode; brandTeam: BrandTeam | null }) {
  return (
    <div data-layout="dashboard-no-nav" className="min-h-screen">
      <ThemeScope layout="dashboard-no-nav" />
      <SkipLink />
      <header className="mx-auto flex max-w-5xl items-center justify-between px-6 py-5">
        <Brand team={brandTeam} product="Murmur" />
        <LanguageSwitcher />
      </header>
      <main id="main">{children}</main>
    </div>
  );
}
