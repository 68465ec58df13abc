"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { isActiveNavLink, navLinkClass } from "./nav-link-style";

export function NavLink(props: { href: string; children: React.ReactNode; className?: string; exact?: boolean }) {
  const { href, children, className = "", exact = false } = props;
  const active = isActiveNavLink(usePathname(), href, exact);
  return (
    <Link href={href} aria-current={active ? "page" : undefined} className={navLinkClass(active, className)}>
      {children}
    </Link>
  );
}
