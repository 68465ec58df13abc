"use client";
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorNote, Loading } from "@/components/auth/parts";
import { isSignedOut } from "@/lib/client/queries/signed-out";
import { useDeleteAudienceMutation, useSavedAudienceQuery, useUpdatePackageMutation, useUploadsQuery } from "@/lib/client/queries/audiences";
import { useErrorToast } from "@/lib/client/queries/use-error-toast";
import { useExtensionBridge } from "@/lib/client/targeting/use-extension-bridge";
import { AudienceActions } from "./audience-actions";
import { applyAudience, removeAudience } from "./audience-commands";
import { ExtensionStatus } from "./extension-status";
import { PackageView } from "./package-view";
import { RenameDialog } from "./rename-dialog";
import { SelectField } from "@/components/ui/select-field";
import { ShareDialog } from "./share-dialog";
import { BudgetCheck } from "./budget-check";
import { HandleOrder } from "./handle-order";
import { RelatedAudiences } from "./related-audiences";
import { StatusChip } from "./status-chip";
import { useUpload } from "./use-upload";
import { useUploadTarget } from "./use-upload-target";
import { UploadGate, useUploadsLocked } from "./upload-gate";
import { bareHandle } from "@/lib/domain/handles";

/** /targeting-lists/:id: one saved audience's package, its uploads with their status, and its actions. */
export function TargetingListDetail({ id, storeUrl }: { id: number; storeUrl: string }) {
  const t = useTranslations("savedAudiences");
  const format = useFormatter();
  const router = useRouter();
  const { data: audience, error } = useSavedAudienceQuery(id);
  const missing = Boolean(error) && !isSignedOut(error);
  const { data: uploads, error: uploadsError } = useUploadsQuery(audience?.team ?? null, id);
  useErrorToast(uploadsError);
  const updatePackage = useUpdatePackageMutation(id);
  const { mutateAsync: deleteAudience } = useDeleteAudienceMutation();
  const { present, adAccount, bridge } = useExtensionBridge(storeUrl);
  const { accounts, target, setTarget } = useUploadTarget(adAccount);
  const upload = useUpload();
  const uploadsLocked = useUploadsLocked(audience?.team);
  const [renaming, setRenaming] = useState(false);
  const [sharing, setSharing] = useState(false);

  if (missing) return <div className="mx-auto max-w-3xl px-6 py-12"><ErrorNote>{t("notFound")}</ErrorNote></div>;
  if (!audience) return <Loading />;
  const handles = audience.targeting_package.handles ?? [];
  return (
    <section className="mx-auto w-full max-w-5xl space-y-6 px-6 py-10">
      <Link href="/targeting-lists" className="text-sm font-medium text-primary hover:underline">
        ← {t("back")}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{audience.name}</h1>
          {audience.description && <p className="text-sm text-muted-foreground">{audience.description}</p>}
        </div>
        <ExtensionStatus present={present} adAccount={adAccount} />
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        {accounts && accounts.length > 0 ? <SelectField look="filter" label={t("uploadTo")} value={target} onChange={setTarget} options={accounts.map((a) => ({ value: a.account_id, label: `${a.name} (${a.account_id})` }))} testId="upload-account" /> : <p className="text-sm text-muted-foreground">{t("noAdAccounts")}</p>}
        <AudienceActions
          audience={audience}
          handlers={{
            apply: (a) => applyAudience(bridge, a, t),
            upload: target && !uploadsLocked ? (a) => upload(a, target) : null,
            rename: () => setRenaming(true),
            share: () => setSharing(true),
            remove: async (a) => {
              if (await removeAudience(a, t, deleteAudience)) router.push("/targeting-lists");
            },
          }}
        />
      </div>
      {uploadsLocked && <UploadGate />}
      <Card>
        <CardHeader>
          <CardTitle>{t("packageTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          <PackageView pkg={audience.targeting_package} countries={audience.countries.map((c) => c.label)} />
        </CardContent>
      </Card>
      <HandleOrder audience={audience} />
      <RelatedAudiences
        seeds={handles.filter((h) => !h.deselected).map((h) => bareHandle(h.handle))}
        inPackage={handles.map((h) => h.handle)}
        team={audience.team}
        onUse={async (handle) => void (await updatePackage.mutateAsync({ ...audience.targeting_package, handles: [...handles, { handle, deselected: false }] }))}
        links={{ saved: "/my-audiences", create: "/audience-builder" }}
      />
      {target ? <BudgetCheck adAccountId={target} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>{t("uploadsTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          {!uploads?.length ? (
            <p className="text-sm text-muted-foreground">{t("noUploads")}</p>
          ) : (
            <ul className="divide-y divide-border" data-testid="uploads">
              {uploads.map((u) => (
                <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>{t("uploadedAt", { date: format.dateTime(new Date(u.created), { dateStyle: "medium", timeStyle: "short" }), account: u.ad_account_id })}</span>
                  <StatusChip upload={u} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {renaming && <RenameDialog audience={audience} onClose={() => setRenaming(false)} />}
      {sharing && <ShareDialog audience={audience} onClose={() => setSharing(false)} />}
    </section>
  );
}
