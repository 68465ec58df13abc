"use client";
import { useRef, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { HttpError } from "@/lib/domain/http-errors";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useDeleteMediaMutation, useMediaQuery, useUploadMediaMutation } from "@/lib/client/queries/campaigns";
import { useAdAccountsQuery } from "@/lib/client/queries/user";
import { UPLOAD_TYPES } from "@/lib/schemas/campaigns";
import { AdAccountOptions } from "./select-options";

const SELECT = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

/** The media library: upload images and videos with a progress bar, see thumbnails, delete. */
export function MediaScreen({ team }: { team: string }) {
  const t = useTranslations("campaigns.media");
  const format = useFormatter();
  const accounts = useAdAccountsQuery();
  const media = useMediaQuery(team);
  const upload = useUploadMediaMutation(team);
  const remove = useDeleteMediaMutation(team);
  const [picked, setAccount] = useState("");
  const account = picked || accounts.data?.[0]?.account_id || "";
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const send = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, adAccountId: account, onProgress: (p) => setProgress(p.fraction ?? 0) });
      // The bar stays full until the next upload: the user sees the file arrived.
      setProgress(1);
    } catch (e) {
      setProgress(null);
      // A refused file's field message (type, size) reads best on its own, without the field's name.
      const fields = e instanceof HttpError && e.status < 500 && e.response && typeof e.response === "object" ? Object.values(e.response as Record<string, unknown>).find(Array.isArray) : undefined;
      if (fields?.length) setError(String(fields[0]));
      else if (e instanceof Error) setError(e.message);
      else toastHttpError(e);
    } finally {
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("upload")}</CardTitle>
          <p className="text-sm text-muted-foreground">{t("limits")}</p>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end gap-4">
          <label className="flex min-w-56 flex-col gap-1.5 text-sm font-medium">
            {t("adAccount")}
            <select className={SELECT} value={account} onChange={(e) => setAccount(e.target.value)}>
              <AdAccountOptions accounts={accounts.data} />
            </select>
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t("file")}
            <input ref={input} type="file" accept={Object.keys(UPLOAD_TYPES).join(",")} disabled={!account || upload.isPending} onChange={(e) => e.target.files?.[0] && void send(e.target.files[0])} />
          </label>
          {progress !== null ? (
            <div className="w-64">
              <progress aria-label={t("progress")} data-testid="upload-progress" max={1} value={progress} className="h-2 w-full" />
              <p className="text-xs text-muted-foreground">{format.number(progress, { style: "percent" })}</p>
            </div>
          ) : null}
          {error ? (
            <p role="alert" data-testid="upload-error" className="w-full text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
        </CardContent>
      </Card>
      {media.data?.length ? (
        <ul aria-label={t("library")} className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {media.data.map((m) => (
            <li key={m.id} className="overflow-hidden rounded-xl border border-border">
              {m.url && m.media_type === "IMAGE" ? (
                // eslint-disable-next-line @next/next/no-img-element -- a team's private file, served by our API with its session; nothing for next/image to optimise
                <img src={m.url} alt={m.name} className="aspect-video w-full object-cover" />
              ) : (
                <video src={m.url ?? undefined} className="aspect-video w-full bg-muted" muted />
              )}
              <div className="flex items-center justify-between gap-2 p-2 text-xs">
                <span className="truncate" title={m.name}>
                  {m.name}
                </span>
                <Button size="sm" variant="ghost" onClick={() => remove.mutateAsync(m.id).then(() => undefined, toastHttpError)}>
                  {t("delete")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{media.isPending ? "" : t("empty")}</p>
      )}
    </div>
  );
}
