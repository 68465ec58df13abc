import type { MaterialView } from "@/lib/schemas/marketing-materials";
import { MaterialDownload, type DownloadLabels } from "./material-download";

export interface CardLabels extends DownloadLabels {
  type: string;
  language: string;
  preview: string;
}

/** One material of the library: what it is, a preview, and its download. */
export function MaterialCard({ material, preview, labels }: { material: MaterialView; preview: string | undefined; labels: CardLabels }) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6" data-testid="material" data-slug={material.slug}>
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
      <div className="mt-auto pt-2">
        <MaterialDownload slug={material.slug} labels={labels} />
      </div>
    </article>
  );
}
