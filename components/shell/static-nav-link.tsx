import { isActiveNavLink, navLinkClass } from "./nav-link-style";

export interface NavLinkProps {
  href: string;
  children: React.ReactNode;
  className?: string;
  exact?: boolean;
}

/**
 * NavLink rendered on the server for a known path: a plain anchor, no browser code (the toolkit's
 * public pages). `staticNavLinkFor(path)` gives a component with NavLink's props.
 */
export function staticNavLinkFor(pathname: string) {
  return function StaticNavLink({ href, children, className = "", exact = false }: NavLinkProps) {
    const active = isActiveNavLink(pathname, href, exact);
    return (
      <a href={href} aria-current={active ? "page" : undefined} className={navLinkClass(active, className)}>
        {children}
      </a>
    );
  };
}
