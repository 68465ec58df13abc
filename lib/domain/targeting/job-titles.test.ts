import { describe, expect, it } from "vitest";
import { JOB_TITLE_TAXONOMY } from "./job-titles";

describe("job-title taxonomy", () => {
  it("has the spec's categories, each with children", () => {
    const names = JOB_TITLE_TAXONOMY.map((c) => c.name);
    for (const n of ["Business", "Decision maker", "Financial", "Consulting", "IT Developer", "Service", "Healthcare", "Farmer", "IT/Tech", "Education", "Alternative Medicine", "Science", "News", "Artist", "Entertainment"]) expect(names).toContain(n);
    expect(JOB_TITLE_TAXONOMY.every((c) => c.children.length > 0)).toBe(true);
  });
});
