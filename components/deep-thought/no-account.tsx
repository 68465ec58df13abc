"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Loading } from "@/components/auth/parts";
import type { CreatorAccountView } from "@/lib/schemas/creators";
import { useActiveAccount } from "./use-active-account";

/** Renders its children for the active account; says how to connect one when there is none. */
export function WithActiveAccount({ children }: { children: (account: CreatorAccountView) => React.ReactNode }) {
  const t = useTranslations("deepThought");
  const { account, loading } = useActiveAccount();
  if (loading) return <Loading />;
  if (!account)
    return (
      <p className="rounded-xl border border-border bg-card p-6 text-sm text-muted-foreground">
        {t("noAccount")}{" "}
        <Link className="text-primary underline-offset-4 hover:underline" href="/premium-suite/accounts">
          {t("goToAccounts")}
        </Link>
      </p>
    );
  return <>{children(account)}</>;
}
