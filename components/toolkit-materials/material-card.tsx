import type { MaterialView } from "@/lib/schemas/marketing-materials";
import { MaterialDownload, type DownloadLabels } from "./material-download";

export interface CardLabels extends DownloadLabels {
  type: string;
  language: string;
  preview: string;
}

export const CARD = "flex flex-col gap-3 rounded-xl border border-border bg-card p-6";

/** What a card says about its material (kind, language, title, summary, FAQ or preview): no script, so the server can prerender it. */
export function MaterialCardBody({ material, preview, labels }: { material: MaterialView; preview: string | undefined; labels: Pick<CardLabels, "type" | "language" | "preview"> }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-muted px-2.5 py-0.5 font-medium">{labels.type}</span>
        <span className="text-muted-foreground">{labels.language}</span>
      </div>
      <h2 className="text-lg font-semibold">{material.title}</h2>
      <p className="text-sm text-muted-foreground">{material.summary}</p>
      {material.faq.length > 0 ? (
        <dl className="flex flex-col gap-2 text-sm">
          {material.faq.map((f) => (
            <div key={f.question}>
              <dt className="font-medium">{f.question}</dt>
              <dd className="text-muted-foreground">{f.answer}</dd>
            </div>
          ))}
        </dl>
      ) : (
        preview && (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">{labels.preview}</summary>
            <p className="mt-2 whitespace-pre-line text-muted-foreground">{preview}</p>
          </details>
        )
      )}
    </>
  );
}

/** A card's download, at its foot. */
export function MaterialCardFoot({ slug, labels }: { slug: string; labels: DownloadLabels }) {
  return (
    <div className="mt-auto pt-2">
      <MaterialDownload slug={slug} labels={labels} />
    </div>
  );
}

/** One material of the library: what it is, a preview, and its download. */
export function MaterialCard({ material, preview, labels }: { material: MaterialView; preview: string | undefined; labels: CardLabels }) {
  return (
    <article className={CARD} data-testid="material" data-slug={material.slug}>
      <MaterialCardBody material={material} preview={preview} labels={labels} />
      <MaterialCardFoot slug={material.slug} labels={labels} />
    </article>
  );
}
