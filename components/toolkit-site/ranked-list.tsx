export interface RankedItem {
  key: string;
  label: string;
  /** Where the label leads (an analysis of it), if anywhere. */
  href?: string;
  /** The figure on the right, already worded. */
  figure: string;
}

/**
 * A titled, ordered list of labels with their figures: the home page's live examples, a country's
 * top accounts and hashtags. Links are plain anchors unless `linkAs` is given (Next's Link in the
 * tools; the public home page ships no router code, so this module must not import it).
 */
export function RankedList({ id, title, items, linkAs: Anchor = "a" }: { id: string; title: string; items: RankedItem[]; linkAs?: React.ElementType }) {
  return (
    <section className="rounded-xl border border-border bg-card p-6" aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <ol className="mt-3 flex flex-col gap-2 text-sm" data-testid={id}>
        {items.map((item) => (
          <li key={item.key} className="flex items-baseline justify-between gap-3">
            {item.href ? (
              <Anchor href={item.href} className="font-medium text-primary hover:underline">
                {item.label}
              </Anchor>
            ) : (
              <span>{item.label}</span>
            )}
            <span className="text-muted-foreground">{item.figure}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The explore links a ranked hashtag or account leads to. */
export const exploreHashtag = (tag: string) => `/explore?type=conversation&q=${encodeURIComponent(`#${tag}`)}`;
export const exploreHandle = (handle: string) => `/explore?type=handle&q=${encodeURIComponent(handle)}`;
