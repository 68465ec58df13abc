"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import { useLoad } from "@/lib/client/auth/use-load";
import { Button, Panel, TextField } from "./parts";

interface TokenRow {
  id: number;
  name: string;
  prefix: string;
  created: string;
  last_used: string | null;
}

const loadTokens = () => api().request<TokenRow[]>("GET", "/api/user/tokens/");
const showError = (e: unknown) => toast.error((e as Error).message);

/** The user's API tokens: create (key shown once), list, revoke. */
export function ApiTokensPanel() {
  const t = useTranslations("account");
  const format = useFormatter();
  const [name, setName] = useState("");
  const [fresh, setFresh] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, reload } = useLoad(loadTokens, showError);
  const tokens = data ?? [];
  return (
    <Panel title={t("tokensTitle")} testId="api-tokens">
      <p className="mb-4 text-sm text-muted-foreground">{t("tokensBody")}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          try {
            const created = await api().request<{ key: string }>("POST", "/api/user/tokens/", { body: { name } });
            setFresh(created.key);
            setName("");
            reload();
          } catch (err) {
            toast.error((err as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <div className="min-w-48 flex-1">
          <TextField id="token-name" label={t("tokenNameLabel")} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" busy={busy} disabled={!name.trim()}>
          {t("createToken")}
        </Button>
      </form>
      {fresh && (
        <div className="mt-4 rounded-md border border-border bg-muted p-3 text-sm" data-testid="fresh-token">
          <p>{t("tokenCreated")}</p>
          <code className="mt-1 block break-all font-mono text-xs">{fresh}</code>
        </div>
      )}
      {tokens.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t("noTokens")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-border">
          {tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{token.name}</span>
                <span className="block text-xs text-muted-foreground">
                  <code>{token.prefix}…</code> · {token.last_used ? t("lastUsed", { date: format.dateTime(new Date(token.last_used), { dateStyle: "medium" }) }) : t("neverUsed")}
                </span>
              </span>
              <Button
                tone="danger"
                onClick={async () => {
                  await api().request("DELETE", "/api/user/tokens/{id}/", { params: { id: token.id } });
                  toast.success(t("revoked"));
                  reload();
                }}
              >
                {t("revoke")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
