import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { marketingMaterials, toolkitRequests } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { CONTENT_TYPES } from "@/lib/domain/marketing-materials";
import type { MaterialDetails } from "@/lib/schemas/marketing-materials";
import { isUniqueViolation } from "@/lib/server/db/unique-violation";
import { forgetPublicLibrary } from "./public-library";

const TAKEN = "Another material already has this address name.";

/**
 * Changes a material's details without touching its file (admins only, checked by the caller). A new
 * address name moves the visitors' download requests that name the old one with it, so their
 * confirmation links still find the material.
 */
export async function updateMaterialDetails(slug: string, details: MaterialDetails): Promise<{ slug: string }> {
  try {
    const row = await (await db()).transaction(async (tx) => {
      const [current] = await tx.select({ contentType: marketingMaterials.contentType }).from(marketingMaterials).where(eq(marketingMaterials.slug, slug)).limit(1);
      // Helper documents are not the library's: they are not edited here.
      if (!current || !(CONTENT_TYPES as readonly string[]).includes(current.contentType)) throw new AppError("not_found", "Not found.");
      if (details.slug !== slug) {
        const [taken] = await tx.select({ id: marketingMaterials.id }).from(marketingMaterials).where(eq(marketingMaterials.slug, details.slug)).limit(1);
        if (taken) throw new AppError("conflict", TAKEN, { slug: [TAKEN] });
        await tx
          .update(toolkitRequests)
          .set({ title: details.slug })
          .where(and(eq(toolkitRequests.kind, "download"), eq(toolkitRequests.title, slug)));
      }
      const [updated] = await tx
        .update(marketingMaterials)
        .set({
          slug: details.slug,
          contentType: details.content_type,
          title: details.title,
          summary: details.summary,
          language: details.language,
          agencies: details.agencies,
          countryId: details.country_id,
          updatedAt: new Date(),
        })
        .where(eq(marketingMaterials.slug, slug))
        .returning({ slug: marketingMaterials.slug });
      return updated;
    });
    forgetPublicLibrary();
    return row;
  } catch (error) {
    // Two admins renaming to the same address at once: the second is told, as if it had been taken before.
    if (isUniqueViolation(error)) throw new AppError("conflict", TAKEN, { slug: [TAKEN] });
    throw error;
  }
}
