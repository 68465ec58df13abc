import { JOB_CATEGORIES } from "@/lib/domain/enrichment/job-titles";

/** The job-title taxonomy for targeting: each spec category with its titles as children. */
export interface JobTitleCategory {
  name: string;
  children: string[];
}

export const JOB_TITLE_TAXONOMY: JobTitleCategory[] = JOB_CATEGORIES.map((c) => ({ name: c.category, children: c.titles }));
