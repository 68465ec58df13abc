"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";

export function NavLink(props: { href: string; children: React.ReactNode; className?: string; exact?: boolean }) {
  const { href, children, className = "", exact = false } = props;
  const pathname = usePathname();
  const active = pathname === href || (!exact && pathname.startsWith(`${href}/`));
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={`rounded-md px-3 py-2 text-sm font-medium transition-colors ${
        active ? "bg-muted text-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground"
      } ${className}`}
    >
      {children}
    </Link>
  );
}
