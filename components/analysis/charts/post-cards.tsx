import { Avatar } from "@/components/ui/avatar";
import { abbreviateNumber } from "@/lib/domain/format";

export interface PostRow {
  id: string;
  text: string;
  created_at: string;
  like_count: number;
  repost_count: number;
  reply_count: number;
  author_handle: string | null;
  author_name: string | null;
  sentiment_label?: string | null;
}

/** Posts as small cards: author, text, date and engagement counts (and what `footer` adds under a post). */
export function PostCards({
  rows, labels, locale, footer,
}: { rows: PostRow[]; labels: { likes: string; reposts: string; replies: string }; locale: string; footer?: (post: PostRow) => React.ReactNode }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-chart="posts">
      {rows.map((p) => (
        <li key={p.id} className="flex flex-col gap-2 rounded-lg border border-border bg-background/40 p-3" data-row={p.id}>
          <div className="flex items-center gap-2">
            <Avatar text={p.author_name || p.author_handle || "?"} size="xs" />
            <span className="truncate text-sm font-medium">{p.author_name}</span>
            <span className="truncate text-xs text-muted-foreground">@{p.author_handle}</span>
            <time className="ml-auto shrink-0 text-xs text-muted-foreground" dateTime={p.created_at}>
              {new Date(p.created_at).toLocaleDateString(locale, { year: "numeric", month: "short", day: "numeric" })}
            </time>
          </div>
          <p className="line-clamp-4 whitespace-pre-line text-sm">{p.text}</p>
          <div className="flex gap-4 text-xs text-muted-foreground tabular-nums">
            <span data-value="likes">♥ {abbreviateNumber(p.like_count)} {labels.likes}</span>
            <span>⟲ {abbreviateNumber(p.repost_count)} {labels.reposts}</span>
            <span>↩ {abbreviateNumber(p.reply_count)} {labels.replies}</span>
          </div>
          {footer?.(p)}
        </li>
      ))}
    </ul>
  );
}
