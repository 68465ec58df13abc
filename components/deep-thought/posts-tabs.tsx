"use client";
import { useTranslations } from "next-intl";
import { Tabs } from "@/components/ui/tabs";
import { BestTimeCard } from "./best-time-card";
import { WithActiveAccount } from "./no-account";
import { PayoutCard } from "./payout-card";
import { Posts } from "./posts-screen";

/** /premium-suite/posts: the posts table, best time to post, and payout prediction, as tabs. */
export function PostsTabs() {
  const t = useTranslations("deepThought.posts");
  return (
    <WithActiveAccount>
      {(account) => (
        <Tabs
          label={t("sections")}
          defaultValue="posts"
          tabs={[
            { id: "posts", name: t("caption"), slot: <Posts account={account.id} /> },
            { id: "best-time", name: t("bestTime"), slot: <BestTimeCard account={account.id} /> },
            { id: "payout", name: t("payout"), slot: <PayoutCard account={account.id} /> },
          ]}
        />
      )}
    </WithActiveAccount>
  );
}
