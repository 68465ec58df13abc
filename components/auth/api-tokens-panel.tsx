"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import { useLoad } from "@/lib/client/auth/use-load";
import { useAction } from "@/lib/client/auth/use-action";
import { Button, Form, ItemRow, Panel, TextField } from "./parts";

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
  const [busy, run] = useAction();
  const { data, reload } = useLoad(loadTokens, showError);
  const tokens = data ?? [];
  return (
    <Panel title={t("tokensTitle")} testId="api-tokens">
      <p className="mb-4 text-sm text-muted-foreground">{t("tokensBody")}</p>
      <Form
        className="flex flex-wrap items-end gap-3"
        onSubmit={() =>
          run(async () => {
            const created = await api().request<{ key: string }>("POST", "/api/user/tokens/", { body: { name } });
            setFresh(created.key);
            setName("");
            reload();
          })
        }
      >
        <div className="min-w-48 flex-1">
          <TextField id="token-name" label={t("tokenNameLabel")} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" busy={busy} disabled={!name.trim()}>
          {t("createToken")}
        </Button>
      </Form>
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
            <ItemRow
              key={token.id}
              title={token.name}
              detail={
                <>
                  <code>{token.prefix}…</code> · {token.last_used ? t("lastUsed", { date: format.dateTime(new Date(token.last_used), { dateStyle: "medium" }) }) : t("neverUsed")}
                </>
              }
            >
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
            </ItemRow>
          ))}
        </ul>
      )}
    </Panel>
  );
}
