"use client";
import { useTranslations } from "next-intl";
import { useDisconnectSocialMutation } from "@/lib/client/queries/user";
import { toast } from "@/lib/client/toasts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "@/lib/schemas/auth";
import type { Me } from "@/lib/schemas/user";
import { Button, Panel } from "./parts";
import { SocialButtons } from "./social-buttons";

/** Connected social logins, with disconnect, and buttons to connect the others. */
export function SocialAccountsPanel({ me }: { me: Me }) {
  const t = useTranslations("account");
  const disconnect = useDisconnectSocialMutation();
  const auth = useTranslations("auth");
  const connected = new Set(me.social_accounts.map((a) => a.provider));
  const missing = SOCIAL_NETWORKS.filter((n) => !connected.has(n));
  const label = (provider: string) => ((SOCIAL_NETWORKS as readonly string[]).includes(provider) ? auth(`networks.${provider as SocialNetwork}`) : provider);
  return (
    <Panel title={t("socialTitle")} testId="social-accounts">
      {me.social_accounts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("socialNone")}</p>
      ) : (
        <ul className="divide-y divide-border">
          {me.social_accounts.map((account) => (
            <li key={account.id} className="flex items-center justify-between py-2">
              <span className="font-medium">{label(account.provider)}</span>
              <Button
                tone="danger"
                busy={disconnect.isPending && disconnect.variables === account.id}
                onClick={() =>
                  disconnect.mutate(account.id, {
                    onSuccess: () => toast.success(t("disconnected")),
                    onError: (e) => toast.error(e.message),
                  })
                }
              >
                {t("disconnect")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {missing.length > 0 && (
        <div className="mt-4">
          <SocialButtons mode="connect" networks={missing} />
        </div>
      )}
    </Panel>
  );
}
