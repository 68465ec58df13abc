"use client";
import { useTranslations } from "next-intl";
import { Chip } from "@/components/ui/chip";
import { AGES, GENDER_PICKER, PLACEMENTS } from "@/lib/domain/targeting/options";
import type { TargetingPackage } from "@/lib/domain/targeting/targeting-package";

type Section = "keywords" | "hashtags" | "interests" | "conversation_topics" | "movies_tv_shows" | "handles" | "languages" | "network_operators" | "placements" | "custom_audiences" | "age" | "gender" | "locations" | "countries";
type Entry = { label: string; off: boolean };

const optionLabel = (list: { value: string; label: string }[], value: string) => list.find((o) => o.value === value)?.label ?? value;

function sections(pkg: TargetingPackage, countries: string[]): [Section, Entry[]][] {
  const labelled = (list?: { label: string; deselected?: boolean }[]) => (list ?? []).map((e) => ({ label: e.label, off: e.deselected === true }));
  const plain = (list?: string[]) => (list ?? []).map((label) => ({ label, off: false }));
  const locations = Array.isArray(pkg.locations) ? pkg.locations : Object.values(pkg.locations ?? {});
  return [
    ["keywords", labelled(pkg.keywords)],
    ["hashtags", labelled(pkg.hashtags).map((e) => ({ ...e, label: `#${e.label.replace(/^#/, "")}` }))],
    ["interests", labelled(pkg.interests)],
    ["conversation_topics", labelled(pkg.conversation_topics)],
    ["movies_tv_shows", labelled(pkg.movies_tv_shows)],
    ["handles", (pkg.handles ?? []).map((h) => ({ label: `@${h.handle.replace(/^@/, "")}`, off: h.deselected === true }))],
    ["languages", plain(pkg.languages?.map((l) => l.label))],
    ["network_operators", plain(pkg.network_operators?.map((n) => n.label))],
    ["placements", plain(pkg.placements?.map((p) => optionLabel(PLACEMENTS, p)))],
    ["custom_audiences", plain(pkg.custom_audiences)],
    ["age", pkg.age ? plain([optionLabel(AGES, pkg.age)]) : []],
    ["gender", pkg.gender ? plain([optionLabel(GENDER_PICKER, pkg.gender === "Women" ? "FEMALE" : pkg.gender === "Men" ? "MALE" : pkg.gender)]) : []],
    ["locations", plain(locations.map((l) => (typeof l === "string" ? l : (l.label ?? l.name ?? ""))))],
    ["countries", plain(countries)],
  ];
}

/** A targeting package, section by section; entries that will not be applied are struck through. */
export function PackageView({ pkg, countries }: { pkg: TargetingPackage; countries: string[] }) {
  const t = useTranslations("savedAudiences");
  return (
    <dl className="grid gap-4 sm:grid-cols-2" data-testid="package-view">
      {sections(pkg, countries)
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
