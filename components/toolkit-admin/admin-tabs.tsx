import Link from "next/link";
import { cn } from "@/components/ui/cn";

/** The two admin screens, as links (each is its own address). */
export function AdminTabs({ current, label, tabs }: { current: string; label: string; tabs: { href: string; name: string }[] }) {
  return (
    <nav aria-label={label} className="flex gap-1 border-b border-border">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          aria-current={tab.href === current ? "page" : undefined}
          className={cn("-mb-px border-b-2 px-3 py-2 text-sm font-medium", tab.href === current ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground")}
        >
          {tab.name}
        </Link>
      ))}
    </nav>
  );
}
