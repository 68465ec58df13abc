/** A save's success line with a link to where the saved thing is listed (spec §8: "Audience created successfully"). */
export function SavedNotice({ text, linkText, href, className = "text-sm" }: { text: string; linkText: string; href: string; className?: string }) {
  return (
    <p className={className} role="status">
      {text} ·{" "}
      <a className="text-primary underline-offset-4 hover:underline" href={href}>
        {linkText}
      </a>
    </p>
  );
}
