import type { MaterialView } from "@/lib/schemas/marketing-materials";
import { Prerendered } from "@/components/toolkit-site/prerendered-element";
import type { DownloadLabels } from "./material-download";
import { CARD, MaterialCardBody, MaterialCardFoot, type CardLabels } from "./material-card";

/**
 * A material of the public library as the server renders it: what the card says is prerendered once
 * per read of the library (public-library.ts; an admin's save forgets it) and language; only the
 * download (an island: a visitor's link, a signed-in user's button) is per request.
 */
export function PublicMaterialCard({ material, preview, labels, download }: { material: MaterialView; preview: string | undefined; labels: Pick<CardLabels, "type" | "language" | "preview">; download: DownloadLabels }) {
  return (
    <article className={CARD} data-testid="material" data-slug={material.slug}>
      <Prerendered part="material-card" source={material} className="contents" render={() => <MaterialCardBody material={material} preview={preview} labels={labels} />} />
      <MaterialCardFoot slug={material.slug} labels={download} />
    </article>
  );
}
