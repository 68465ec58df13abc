"use client";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import { useLoad } from "@/lib/client/auth/use-load";
import type { AdAccount } from "@/lib/schemas/account";
import { Button, Panel } from "./parts";

const loadAccounts = () => api().request<AdAccount[]>("GET", "/api/user/accounts/");
const showError = (e: unknown) => toast.error((e as Error).message);

/** The user's ad accounts with their cached access: confirmed, none, or not checked yet. */
export function AdAccountsPanel() {
  const t = useTranslations("account");
  const { data, reload } = useLoad(loadAccounts, showError);
  const accounts = data ?? [];
  const access = (a: AdAccount) => (a.access === null ? t("accessUnknown") : a.access ? t("accessYes") : t("accessNo"));
  return (
    <Panel title={t("adAccountsTitle")} testId="ad-accounts">
      {accounts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noAdAccounts")}</p>
      ) : (
        <ul className="divide-y divide-border">
          {accounts.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{a.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {a.network} · {a.account_id}
                </span>
              </span>
              <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">{access(a)}</span>
              {a.access === null && (
                <Button
                  tone="secondary"
                  onClick={async () => {
                    await api().request("POST", "/api/ad-accounts/validate/", { body: { ad_account_id: a.account_id } });
                    reload();
                  }}
                >
                  {t("validate")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
