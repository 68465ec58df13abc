"use client";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Tabs } from "@/components/ui/tabs";
import { BestTimeCard } from "./best-time-card";
import { WithActiveAccount } from "./no-account";
import { PayoutCard } from "./payout-card";
import { Posts } from "./posts-screen";

/** /premium-suite/posts: the posts table, best time to post, and payout prediction, as tabs. */
export function PostsTabs() {
  const t = useTranslations("deepThought.posts");
  // ?tab=best-time (or payout) opens that tab: the time-zone setting links here.
  const tab = useSearchParams().get("tab");
  return (
    <WithActiveAccount>
      {(account) => (
        <Tabs
          label={t("sections")}
          defaultValue={tab === "best-time" || tab === "payout" ? tab : "posts"}
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
