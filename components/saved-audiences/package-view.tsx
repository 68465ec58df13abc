"use client";
import { useTranslations } from "next-intl";
import { Chip } from "@/components/ui/chip";
import { useAgeLabel } from "@/components/creator/labels";
import { useCountryLabel, useLanguageLabel } from "@/lib/client/targeting/reference-names";
import { PLACEMENTS } from "@/lib/domain/targeting/options";
import type { TargetingPackage } from "@/lib/domain/targeting/targeting-package";
import { atHandle } from "@/lib/domain/handles";

type Section = "keywords" | "hashtags" | "interests" | "conversation_topics" | "movies_tv_shows" | "handles" | "languages" | "network_operators" | "placements" | "custom_audiences" | "age" | "gender" | "locations" | "countries";
type Entry = { label: string; off: boolean };
const PLACEMENT_KEYS = PLACEMENTS.map((p) => p.value);

type Labels = { placement: (p: string) => string; age: (code: string) => string; gender: (g: string) => string; country: (name: string) => string; language: (name: string) => string };

function sections(pkg: TargetingPackage, countries: string[], labels: Labels): [Section, Entry[]][] {
  const labelled = (list?: { label: string; deselected?: boolean }[]) => (list ?? []).map((e) => ({ label: e.label, off: e.deselected === true }));
  const plain = (list?: string[]) => (list ?? []).map((label) => ({ label, off: false }));
  const locations = Array.isArray(pkg.locations) ? pkg.locations : Object.values(pkg.locations ?? {});
  return [
    ["keywords", labelled(pkg.keywords)],
    ["hashtags", labelled(pkg.hashtags).map((e) => ({ ...e, label: `#${e.label.replace(/^#/, "")}` }))],
    ["interests", labelled(pkg.interests)],
    ["conversation_topics", labelled(pkg.conversation_topics)],
    ["movies_tv_shows", labelled(pkg.movies_tv_shows)],
    ["handles", (pkg.handles ?? []).map((h) => ({ label: atHandle(h.handle), off: h.deselected === true }))],
    ["languages", plain(pkg.languages?.map((l) => labels.language(l.label)))],
    ["network_operators", plain(pkg.network_operators?.map((n) => n.label))],
    ["placements", plain(pkg.placements?.map(labels.placement))],
    ["custom_audiences", plain(pkg.custom_audiences)],
    ["age", pkg.age ? plain([labels.age(pkg.age)]) : []],
    ["gender", pkg.gender ? plain([labels.gender(pkg.gender)]) : []],
    ["locations", plain(locations.map((l) => labels.country(typeof l === "string" ? l : (l.label ?? l.name ?? ""))))],
    ["countries", plain(countries.map(labels.country))],
  ];
}

/** A targeting package, section by section; entries that will not be applied are struck through. */
export function PackageView({ pkg, countries }: { pkg: TargetingPackage; countries: string[] }) {
  const t = useTranslations("savedAudiences");
  const genders = useTranslations("creator.genders");
  const age = useAgeLabel();
  const country = useCountryLabel();
  const language = useLanguageLabel();
  const placement = (p: string) => (PLACEMENT_KEYS.includes(p) ? t(`placements.${p}` as "placements.profiles") : p);
  const gender = (g: string) => genders(g === "Women" || g === "FEMALE" ? "FEMALE" : g === "Men" || g === "MALE" ? "MALE" : "ANY");
  return (
    <dl className="grid gap-4 sm:grid-cols-2" data-testid="package-view">
      {sections(pkg, countries, { placement, age, gender, country, language })
        .filter(([, entries]) => entries.length > 0)
        .map(([key, entries]) => (
          <div key={key} className="space-y-2">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t(`sections.${key}`)}</dt>
            <dd className="flex flex-wrap gap-1.5">
              {entries.map((e, i) => (
                <Chip key={`${e.label}-${i}`} size="sm" tone={e.off ? "neutral" : "primary"} className={e.off ? "line-through opacity-60" : undefined} title={e.off ? t("notApplied") : undefined}>
                  {e.label}
                </Chip>
              ))}
            </dd>
          </div>
        ))}
    </dl>
  );
}
