import { Brand, type BrandTeam } from "../brand";
import { DashboardNav } from "../dashboard-nav";
import { LanguageSwitcher } from "../language-switcher";
import { SkipLink } from "../skip-link";
import { ThemeScope } from "../theme-scope";

/** Layout "dashboard": team header with navigation; always light. */
export function DashboardLayout({ children, brandTeam }: { children: React.ReactNode; brandTeam: BrandTeam | null }) {
  return (
    <div data-layout="dashboard" className="min-h-screen">
      <ThemeScope layout="dashboard" />
      <SkipLink />
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-6 py-3">
          <Brand team={brandTeam} product="Murmur" />
          <LanguageSwitcher />
        </div>
        <div className="mx-auto max-w-7xl px-4 pb-2">
          <DashboardNav />
        </div>
      </header>
      <main id="main">{children}</main>
    </div>
  );
}
