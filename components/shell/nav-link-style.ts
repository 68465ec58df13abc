/** Whether a nav link points at the page being shown (its section too, unless exact). */
export function isActiveNavLink(pathname: string, href: string, exact = false): boolean {
  return pathname === href || (!exact && pathname.startsWith(`${href}/`));
}

export function navLinkClass(active: boolean, className = ""): string {
  return `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    active ? "bg-muted text-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground"
  } ${className}`;
}
