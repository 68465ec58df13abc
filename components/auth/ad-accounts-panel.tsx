"use client";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/client/toasts";
import { useAdAccountsQuery, useValidateAdAccountMutation } from "@/lib/client/queries/user";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import type { AdAccount } from "@/lib/schemas/account";
import { Badge, Button, ItemRow, Panel } from "./parts";

/** The user's ad accounts with their cached access: confirmed, none, or not checked yet. */
export function AdAccountsPanel() {
  const t = useTranslations("account");
  const { data, error } = useAdAccountsQuery();
  useErrorToast(error);
  const validate = useValidateAdAccountMutation();
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
                  busy={validate.isPending && validate.variables === a.account_id}
                  onClick={() => validate.mutate(a.account_id, { onError: (e) => toast.error(e.message) })}
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
