"use client";
import { useSyncExternalStore } from "react";
import { readPersonalSession, subscribePersonalSession } from "@/lib/client/auth/personal-session";
import { useMarketingMaterialsQuery } from "@/lib/client/queries/marketing-materials";
import type { MaterialListQuery } from "@/lib/schemas/marketing-materials";
import { MaterialCard, type CardLabels } from "./material-card";

export interface AgencyLabels {
  title: string;
  lead: string;
  types: Record<string, string>;
  languages: Record<string, string>;
  card: Omit<CardLabels, "type" | "language">;
}

type Props = { filters: MaterialListQuery; publicSlugs: string[]; labels: AgencyLabels };

/** A signed-in agency user's own materials: those the public library (rendered by the server) does not show. Nothing for a visitor (no query is made). */
export function AgencyMaterials(props: Props) {
  const session = useSyncExternalStore(subscribePersonalSession, readPersonalSession, () => null);
  return session ? <SignedInAgencyMaterials {...props} /> : null;
}

function SignedInAgencyMaterials({ filters, publicSlugs, labels }: Props) {
  const query = useMarketingMaterialsQuery(filters, true);
  const extra = (query.data ?? []).filter((m) => !publicSlugs.includes(m.slug));
  if (!extra.length) return null;
  return (
    <section aria-labelledby="agency-materials" className="flex flex-col gap-4" data-testid="agency-materials">
      <div>
        <h2 id="agency-materials" className="text-2xl font-semibold tracking-tight">
          {labels.title}
        </h2>
        <p className="text-sm text-muted-foreground">{labels.lead}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {extra.map((m) => (
          <MaterialCard key={m.slug} material={m} preview={undefined} labels={{ ...labels.card, type: labels.types[m.content_type] ?? m.content_type, language: labels.languages[m.language] ?? m.language }} />
        ))}
      </div>
    </section>
  );
}
