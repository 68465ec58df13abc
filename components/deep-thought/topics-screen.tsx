"use client";
import { useTranslations } from "next-intl";
import { Loading } from "@/components/auth/parts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useTopicsQuery } from "@/lib/client/queries/use-topics-query";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { WithActiveAccount } from "./no-account";
import { ShareBars } from "./share-bars";
import { useNumbers } from "./use-numbers";

/** /premium-suite/topics and /following-topics: X's annotations and the frequent terms of what those people post and engage with. */
export function TopicsScreen({ who }: { who: "followers" | "following" }) {
  return <WithActiveAccount>{(account) => <Topics account={account.id} who={who} />}</WithActiveAccount>;
}

function Topics({ account, who }: { account: number; who: "followers" | "following" }) {
  const t = useTranslations("deepThought.topics");
  const f = useNumbers();
  const query = useTopicsQuery(account, who);
  useErrorToast(query.error);
  const d = query.data;
  if (!d) return <Loading />;
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground" data-testid="topics-base">{t(`base.${who}`, { accounts: f.count(d.accounts), posts: f.count(d.posts) })}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card data-testid="topics-annotations">
          <CardHeader><CardTitle>{t("annotations")}</CardTitle></CardHeader>
          <CardContent>
            {d.topics.length ? <ShareBars base={d.posts} rows={d.topics.map((x) => ({ label: x.name, count: x.posts }))} /> : <p className="text-sm text-muted-foreground">{t("noAnnotations")}</p>}
          </CardContent>
        </Card>
        <Card data-testid="topics-terms">
          <CardHeader><CardTitle>{t("terms")}</CardTitle></CardHeader>
          <CardContent>
            <ShareBars base={d.posts} rows={d.terms.map((x) => ({ label: x.term, count: x.posts }))} />
          </CardContent>
        </Card>
      </div>
      <p className="text-xs text-muted-foreground">{t("method")}</p>
    </div>
  );
}
