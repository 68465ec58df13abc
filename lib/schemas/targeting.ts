import { z } from "zod";

const keyword = z.string().trim().min(1).max(100);

/** Body of the targeting search calls: {keywords} as one string or a list of them. */
export const keywordSearchSchema = z.object({
  keywords: z.union([keyword.transform((k) => [k]), z.array(keyword).min(1).max(20)]),
});

export const countryCodeSchema = z.string().trim().regex(/^[A-Za-z]{2}$/, "Enter a two-letter country code.").transform((c) => c.toUpperCase());

export const locationListQuerySchema = z.object({ country_code: countryCodeSchema });
export const locationSearchSchema = z.object({ country_code: countryCodeSchema, keywords: keyword });
export const countryListQuerySchema = z.object({ keywords: keyword.optional() });

/** An audience region as the regions API gives it. */
export const audienceRegionSchema = z.object({ name: z.string(), is_single_country: z.boolean(), country_codes: z.array(z.string()) });
