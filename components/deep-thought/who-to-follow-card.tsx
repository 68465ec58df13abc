"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useFollowMutation } from "@/lib/client/queries/follow-mutations";
import { useWhoToFollowQuery } from "@/lib/client/queries/use-who-to-follow-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { useNumbers } from "./use-numbers";

/** Accounts the creator's network follows and the creator does not, each with a Follow button. */
export function WhoToFollowCard({ account }: { account: number }) {
  const t = useTranslations("deepThought.whoToFollow");
  const f = useNumbers();
  const query = useWhoToFollowQuery(account);
  useErrorToast(query.error);
  const follow = useFollowMutation(account);
  const rows = query.data?.results.slice(0, 10) ?? [];
  return (
    <Card data-testid="who-to-follow">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.data && <p className="mb-3 text-xs text-muted-foreground">{t("method", { network: f.count(query.data.network) })}</p>}
        {query.data && !rows.length && <p className="text-sm text-muted-foreground">{t("empty")}</p>}
        <ul className="divide-y divide-border">
          {rows.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium">{r.name || r.handle}</span>
                <span className="block truncate text-xs text-muted-foreground">@{r.handle} · {t("followedBy", { count: f.count(r.followed_by) })}</span>
              </span>
              <Button size="sm" variant="outline" pending={follow.isPending && follow.variables?.handle === r.handle} onClick={() => follow.mutateAsync({ action: "follow", handle: r.handle }).catch(toastHttpError)}>
                {t("follow")}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
