import { Avatar } from "@/components/ui/avatar";
import { abbreviateNumber } from "@/lib/domain/format";

export interface AccountRow {
  id: string;
  handle: string;
  name: string;
  followers_count: number;
  verified?: boolean;
  profile_image_url?: string | null;
  /** What this list ranks by, already worded ("42% of the audience"). */
  detail?: string;
}

/** A ranked list of accounts with avatars. */
export function AccountList({ rows, followersLabel }: { rows: AccountRow[]; followersLabel: (count: string) => string }) {
  return (
    <ol className="divide-y divide-border" data-chart="accounts">
      {rows.map((a, i) => (
        <li key={a.id} className="flex items-center gap-3 py-2" data-row={a.handle}>
          <span className="w-5 text-right text-xs tabular-nums text-muted-foreground">{i + 1}</span>
          <Avatar text={a.name || a.handle} src={a.profile_image_url} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">
              {a.name}
              {a.verified ? <span className="ml-1 text-info" aria-label="verified">✓</span> : null}
            </p>
            <p className="truncate text-xs text-muted-foreground">
              @{a.handle} · {followersLabel(abbreviateNumber(a.followers_count))}
            </p>
          </div>
          {a.detail ? <span className="shrink-0 text-right text-xs tabular-nums text-muted-foreground" data-value>{a.detail}</span> : null}
        </li>
      ))}
    </ol>
  );
}
