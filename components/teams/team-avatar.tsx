/** A team's logo, or its initials on a tinted square. */
export function TeamAvatar({ name, logo, size = 40 }: { name: string; logo: string | null; size?: number }) {
  if (logo) {
    // eslint-disable-next-line @next/next/no-img-element -- logos are data URLs or static files of any size
    return <img src={logo} alt="" width={size} height={size} className="rounded-lg border border-border bg-card object-contain" />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  return (
    <span style={{ width: size, height: size }} className="inline-flex shrink-0 items-center justify-center rounded-lg bg-primary/10 text-sm font-semibold text-primary">
      {initials || "?"}
    </span>
  );
}
