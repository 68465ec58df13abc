/** Multi-country audience regions offered beside single countries (membership as of 2026). */
export const MULTI_COUNTRY_REGIONS: { name: string; country_codes: string[] }[] = [
  { name: "European Union", country_codes: "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" ") },
  { name: "Gulf Cooperation Council", country_codes: ["SA", "AE", "QA", "KW", "BH", "OM"] },
  { name: "Nordics", country_codes: ["DK", "FI", "IS", "NO", "SE"] },
  { name: "DACH", country_codes: ["DE", "AT", "CH"] },
  { name: "Benelux", country_codes: ["BE", "NL", "LU"] },
  { name: "ANZ", country_codes: ["AU", "NZ"] },
];
