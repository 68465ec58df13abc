import { getTranslations } from "next-intl/server";
import { Brand, type BrandTeam } from "../brand";
import { LanguageSwitcher } from "../language-switcher";
import { NavLink } from "../nav-link";
import { SkipLink } from "../skip-link";
import { ThemeScope } from "../theme-scope";
import { ThemeToggle } from "../theme-toggle";

const LINKS = [
  ["/premium-suite", "dashboard"],
  ["/premium-suite/accounts", "accounts"],
  ["/premium-suite/followers", "followers"],
  ["/premium-suite/following", "following"],
  ["/premium-suite/unfollowed", "unfollowed"],
  ["/premium-suite/posts", "posts"],
  ["/premium-suite/engagers", "engagers"],
  ["/premium-suite/lists", "lists"],
  ["/premium-suite/topics", "topics"],
  ["/premium-suite/talk-to-x", "talkToX"],
  ["/premium-suite/xstats", "xstats"],
] as const;

/** Layout "deep-thought": the creator suite's sidebar; the stored theme, dark by default. */
export async function SuiteLayout({ children, brandTeam }: { children: React.ReactNode; brandTeam: BrandTeam | null }) {
  const t = await getTranslations("shell");
  return (
    <div data-layout="deep-thought" className="flex min-h-screen">
      <ThemeScope layout="deep-thought" />
      <SkipLink />
      <aside className="hidden w-60 shrink-0 flex-col gap-6 border-r border-border bg-card px-4 py-5 md:flex">
        <Brand team={brandTeam} product="Deep Thought" href="/premium-suite" />
        <nav aria-label={t("nav.primary")} className="flex flex-col gap-0.5">
          {LINKS.map(([href, key]) => (
            <NavLink key={href} href={href} exact={href === "/premium-suite"}>
              {t(`suiteNav.${key}`)}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-end gap-2 border-b border-border px-6 py-3">
          <LanguageSwitcher />
          <ThemeToggle />
        </header>
        <main id="main" className="flex-1">
          {children}
        </main>
      </div>
    </div>
  );
}
