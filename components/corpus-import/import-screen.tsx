"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ErrorNote, Loading } from "@/components/auth/parts";
import { useZodForm } from "@/lib/client/forms/use-zod-form";
import { toastHttpError } from "@/lib/client/http/error-feedback";
import { useTeamLevelQuery } from "@/lib/client/queries/teams";
import { useStartImportMutation, useTeamImportsQuery } from "@/lib/client/queries/corpus-imports";
import { columnMapSpec, guessColumnMap, previewFile, type FilePreview } from "@/lib/domain/corpus/file-preview";
import { importFormSchema } from "@/lib/schemas/corpus-import";
import { ColumnMapping } from "./column-mapping";
import { ImportProgress } from "./import-progress";

/** Bytes read in the browser to preview a file (its header and first rows). */
const PREVIEW_BYTES = 64 * 1024;

/** /{team}/import: a team admin uploads a posts file, maps a CSV's columns, and follows the import. */
export function ImportScreen({ team }: { team: string }) {
  const t = useTranslations("corpusImport");
  const level = useTeamLevelQuery(team);
  const imports = useTeamImportsQuery(team);
  const start = useStartImportMutation(team);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<FilePreview | null>(null);
  const { form } = useZodForm(importFormSchema, { defaultValues: { format: "x-json", mapped: false, map: {} } });

  if (level.isPending) return <Loading />;
  if (level.data !== "admin") return <ErrorNote>{t("adminsOnly")}</ErrorNote>;

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return setPreview(null);
    const p = previewFile(chosen.name, await chosen.slice(0, PREVIEW_BYTES).text(), chosen.size <= PREVIEW_BYTES);
    setPreview(p);
    form.reset({ format: p.kind ?? "x-json", mapped: p.kind === "csv" && !p.shape, map: p.kind === "csv" && !p.shape ? guessColumnMap(p.header) : {} });
  };
  const submit = form.handleSubmit(async (v) => {
    if (!file) return;
    try {
      await start.mutateAsync({ file, format: v.format, map: v.mapped ? columnMapSpec(v.map) : undefined });
    } catch (e) {
      toastHttpError(e);
    }
  });
  const mapped = form.watch("mapped");
  const [latest, ...earlier] = imports.data ?? [];

  return (
    <div className="space-y-6" data-testid="import-screen">
      <p className="max-w-3xl text-sm text-muted-foreground">{t("intro")}</p>
      <Card>
        <CardContent className="space-y-4 pt-6">
          <form onSubmit={submit} className="space-y-4" aria-label={t("start")}>
            <Field label={t("file")} hint={t("fileHint")}>
              <input type="file" accept=".csv,.json,.jsonl,.ndjson,.js" data-testid="import-file" onChange={(e) => void choose(e.target.files?.[0] ?? null)} className="block text-sm" />
            </Field>
            {preview && (
              <p className="text-sm" data-testid="import-detected" data-kind={preview.kind ?? "unknown"}>
                <span className="font-medium">{t("detected")}: </span>
                {preview.kind === "csv" && preview.shape ? t("knownShape", { shape: preview.shape }) : t(`kinds.${preview.kind ?? "unknown"}`)}
              </p>
            )}
            {preview?.kind === "csv" && mapped && <ColumnMapping form={form} header={preview.header} />}
            {preview?.kind === "csv" && <PreviewTable preview={preview} />}
            <Button type="submit" disabled={!file || !preview?.kind} pending={start.isPending}>
              {t("start")}
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("latest")}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {latest ? <ImportProgress item={latest} /> : <p className="text-sm text-muted-foreground">{imports.isPending ? "…" : t("none")}</p>}
          {earlier.length > 0 && (
            <details>
              <summary className="cursor-pointer text-sm font-medium">{t("earlier")}</summary>
              <div className="mt-3 space-y-4">
                {earlier.map((i) => (
                  <ImportProgress key={i.id} item={i} />
                ))}
              </div>
            </details>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function PreviewTable({ preview }: { preview: FilePreview }) {
  const t = useTranslations("corpusImport");
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">{t("preview")}</p>
      <div className="overflow-x-auto rounded-md border border-border">
        <table className="w-full text-left text-xs" data-testid="import-preview">
          <thead className="bg-muted">
            <tr>
              {preview.header.map((h, i) => (
                <th key={i} className="px-2 py-1 font-medium">{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((r, i) => (
              <tr key={i} className="border-t border-border">
                {preview.header.map((_, j) => (
                  <td key={j} className="max-w-64 truncate px-2 py-1">{r[j] ?? ""}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
