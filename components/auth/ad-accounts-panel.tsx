"use client";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import { useLoad } from "@/lib/client/auth/use-load";
import type { AdAccount } from "@/lib/schemas/account";
import { Badge, Button, ItemRow, Panel } from "./parts";

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
            <ItemRow key={a.id} title={a.name} detail={`${a.network} · ${a.account_id}`}>
              <Badge>{access(a)}</Badge>
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
            </ItemRow>
          ))}
        </ul>
      )}
    </Panel>
  );
}
