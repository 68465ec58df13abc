"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Loading } from "@/components/auth/parts";
import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useSwitchAccountMutation } from "@/lib/client/queries/x-sign-in-mutations";
import { ConnectAccountButton } from "./connect-account-button";
import { useActiveAccount } from "./use-active-account";

/** /switch-account: pick the connected account every suite page shows (kept for the next visit). */
export function SwitchAccountScreen() {
  const t = useTranslations("deepThought.switch");
  const { me, account, loading } = useActiveAccount();
  const choose = useSwitchAccountMutation();
  const router = useRouter();
  if (loading) return <Loading />;
  const accounts = me?.accounts ?? [];
  return (
    <div className="space-y-4">
      {!accounts.length && <p className="text-sm text-muted-foreground">{t("none")}</p>}
      <ul className="divide-y divide-border rounded-xl border border-border bg-card" data-testid="switch-accounts">
        {accounts.map((a) => (
          <li key={a.id} className="flex items-center justify-between gap-3 px-4 py-3">
            <span className="font-medium">@{a.handle}</span>
            {a.id === account?.id ? (
              <Chip tone="success">{t("active")}</Chip>
            ) : (
              <Button
                size="sm"
                variant="outline"
                pending={choose.isPending && choose.variables === a.id}
                onClick={() => choose.mutateAsync(a.id).then(() => router.push("/premium-suite"), toastHttpError)}
              >
                {t("use", { handle: a.handle })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConnectAccountButton label="connect" variant="outline" />
    </div>
  );
}
