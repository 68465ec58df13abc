// POST /api/external/explore-demographics/ - countries, cities, languages, genders, age groups and job titles of an analysis
import { sectionRoute } from "@/lib/server/analysis/section-route";

export const POST = sectionRoute(["countries", "cities", "languages", "genders", "age_groups", "job_titles"]);
