import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { parse } from "csv-parse/sync";
import ISO6391 from "iso-639-1";
import mccMnc from "mcc-mnc-list";
import { COUNTRIES } from "@/lib/domain/enrichment/countries";
import { MULTI_COUNTRY_REGIONS } from "@/lib/domain/targeting/audience-regions";
import { JOB_TITLE_TAXONOMY } from "@/lib/domain/targeting/job-titles";
import { REGIONS_BY_COUNTRY } from "@/lib/domain/targeting/regions";
import { UNTARGETABLE_COUNTRY_CODES } from "@/lib/domain/targeting/region-option";
import { interestTaxonomy } from "@/lib/server/corpus/interest-taxonomy";
import { sharedDir } from "@/lib/server/corpus/shared-dir";

/*
 * Where each reference list comes from. Fixture files are read from ../shared/data (never copied):
 * X Ads API fixtures (spring-social-twitter, Apache-2.0; twitter-ads.cr, MIT) and the observed X
 * context annotations (MIT). Packages: iso-639-1, i18n-iso-countries, mcc-mnc-list (all MIT).
 */

const require = createRequire(import.meta.url);

interface XItem {
  name: string;
  targeting_value?: string | number;
  id?: string | number;
  country_code?: string;
  location_type?: string;
  conversation_type?: string;
  genre?: string;
}

function fixture(rel: string): XItem[] {
  try {
    return (JSON.parse(readFileSync(path.join(sharedDir(), "data/x-ads-api", rel), "utf8")) as { data: XItem[] }).data;
  } catch {
    return [];
  }
}

const V0 = "v0-fixtures-2015/ad-targetings-";
const V12 = "v12-mocks/targeting_criteria/";
const xId = (i: XItem) => String(i.targeting_value ?? i.id);

export function interestRows() {
  return (interestTaxonomy()?.interests ?? []).map((i) => ({ id: i.id, name: i.name, category: i.category, subcategory: i.subcategory }));
}

export function languageRows() {
  const targetable = new Set([...fixture(`${V0}languages.json`), ...fixture(`${V12}languages.json`)].map(xId));
  return ISO6391.getAllCodes().map((code) => ({ code, name: ISO6391.getName(code), xTargetable: targetable.has(code) }));
}

export function networkOperatorRows() {
  const fromX = [...fixture(`${V0}network_operators.json`), ...fixture(`${V12}network_operators.json`)].map((o) => ({ id: xId(o), name: o.name, countryCode: o.country_code ?? "", source: "x" }));
  const seen = new Set(fromX.map((o) => `${o.countryCode}|${o.name.toLowerCase()}`));
  const fromMcc = [];
  for (const op of mccMnc.all()) {
    const name = op.brand || op.operator;
    const countryCode = (op.countryCode ?? "").slice(0, 2);
    const key = `${countryCode}|${(name ?? "").toLowerCase()}`;
    if (op.status !== "Operational" || !name || !op.mcc || !op.mnc || seen.has(key)) continue;
    seen.add(key);
    fromMcc.push({ id: `mccmnc-${op.mcc}-${op.mnc}`, name, countryCode, source: "mcc-mnc" });
  }
  return [...fromX, ...fromMcc];
}

interface Annotation {
  domain_id: string;
  domain_name: string;
  entity_id: string;
  entity_name: string;
}

function annotations(): Annotation[] {
  try {
    return parse(readFileSync(path.join(sharedDir(), "data/x-taxonomy/context-annotations-observed.csv"), "utf8"), { columns: true, skip_empty_lines: true });
  } catch {
    return [];
  }
}

// Context-annotation domains that make conversation topics; people and politics are left out.
const TOPIC_DOMAINS = new Set(["6", "11", "12", "26", "45", "46", "47", "48", "55", "65", "66", "67", "71", "78", "79", "119", "130", "131", "139", "165"]);
const SCREEN_DOMAINS: Record<string, string> = { "3": "tv_show", "86": "movie" };

export function conversationTopicRows() {
  const rows = fixture(`${V12}conversations.json`).map((c) => ({ id: xId(c), name: c.name, topicType: c.conversation_type ?? "" }));
  for (const a of annotations()) if (TOPIC_DOMAINS.has(a.domain_id)) rows.push({ id: `ca-${a.entity_id}`, name: a.entity_name, topicType: a.domain_name });
  return rows;
}

export function movieTvShowRows() {
  const rows = [...fixture(`${V0}tv_shows.json`), ...fixture(`${V12}tv_shows.json`)].map((s) => ({ id: xId(s), name: s.name, kind: "tv_show", genre: s.genre ?? "" }));
  for (const a of annotations()) {
    const kind = SCREEN_DOMAINS[a.domain_id];
    if (kind) rows.push({ id: `ca-${a.entity_id}`, name: a.entity_name, kind, genre: "" });
  }
  return rows;
}

export function countryRows() {
  const iso = require("i18n-iso-countries") as typeof import("i18n-iso-countries");
  iso.registerLocale(require("i18n-iso-countries/langs/en.json"));
  iso.registerLocale(require("i18n-iso-countries/langs/ja.json"));
  const en = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const ja = new Intl.DisplayNames(["ja"], { type: "region", fallback: "none" });
  const known = new Map(COUNTRIES.map((c) => [c.code, c]));
  return Object.keys(iso.getAlpha2Codes()).map((code) => {
    const canonical = known.get(code);
    const nameEn = canonical?.name ?? en.of(code) ?? iso.getName(code, "en") ?? code;
    const isoNames = ([] as string[]).concat(iso.getName(code, "en", { select: "all" }) ?? []);
    const aliases = [...new Set([...(canonical?.aliases ?? []), ...isoNames.filter((n) => n !== nameEn)])];
    return { code, nameEn, nameJa: ja.of(code) ?? iso.getName(code, "ja") ?? nameEn, aliases, targetable: !UNTARGETABLE_COUNTRY_CODES.has(code) };
  });
}

export function locationRows(countries: { code: string; nameEn: string }[]) {
  const fromX = [...fixture(`${V0}locations.json`), ...fixture(`${V12}locations.json`)].map((l) => ({
    id: xId(l),
    name: l.name,
    countryCode: l.country_code ?? l.name.split(", ").at(-1) ?? "",
    locationType: l.location_type ?? "",
  }));
  const regions = Object.entries(REGIONS_BY_COUNTRY).flatMap(([cc, names]) => names.map((name) => ({ id: `region-${cc}-${name}`, name, countryCode: cc, locationType: "REGIONS" })));
  const whole = countries.map((c) => ({ id: `country-${c.code}`, name: c.nameEn, countryCode: c.code, locationType: "COUNTRIES" }));
  return [...whole, ...regions, ...fromX];
}

export function jobTitleRows() {
  return JOB_TITLE_TAXONOMY.flatMap((c, ci) => c.children.map((title, ti) => ({ category: c.name, title, position: ci * 1000 + ti })));
}

export function audienceRegionRows(countries: { code: string; nameEn: string }[]) {
  const singles = [...countries].sort((a, b) => a.nameEn.localeCompare(b.nameEn)).map((c) => ({ name: c.nameEn, isSingleCountry: true, countryCodes: [c.code] }));
  return [...MULTI_COUNTRY_REGIONS.map((r) => ({ name: r.name, isSingleCountry: false, countryCodes: r.country_codes })), ...singles].map((r, position) => ({ ...r, position }));
}
