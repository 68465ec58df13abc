"use client";
import { useSyncExternalStore } from "react";
import { readPersonalSession, subscribePersonalSession } from "@/lib/client/auth/personal-session";
import { useMaterialDownloadMutation } from "@/lib/client/queries/marketing-materials";

export interface DownloadLabels {
  download: string;
  downloading: string;
  requestDownload: string;
  downloadFailed: string;
}

const LINK = "inline-flex h-9 items-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90";

/**
 * A material's download: a visitor goes through /request-download (the e-mail is confirmed first);
 * a signed-in user gets the file at once. The server renders the visitor's link (without the
 * signed-in button's mutation: a visitor's render stays a plain anchor).
 */
export function MaterialDownload({ slug, labels }: { slug: string; labels: DownloadLabels }) {
  const session = useSyncExternalStore(subscribePersonalSession, readPersonalSession, () => null);
  if (!session)
    return (
      <a href={`/request-download/${slug}`} className={LINK}>
        {labels.requestDownload}
      </a>
    );
  return <SignedInDownload slug={slug} labels={labels} />;
}

function SignedInDownload({ slug, labels }: { slug: string; labels: DownloadLabels }) {
  const download = useMaterialDownloadMutation();
  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" className={LINK} disabled={download.isPending} onClick={() => download.mutate(slug, { onSuccess: ({ url }) => window.location.assign(url) })}>
        {download.isPending ? labels.downloading : labels.download}
      </button>
      {download.isError && (
        <p role="alert" className="text-sm text-danger">
          {labels.downloadFailed}
        </p>
      )}
    </div>
  );
}
