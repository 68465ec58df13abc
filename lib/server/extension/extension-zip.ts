import "server-only";
import { stat } from "node:fs/promises";
import { join } from "node:path";

/** Where `npm run extension:build` puts the zip the "Get the extension" page serves (public/, so Next serves it as a file). */
export const EXTENSION_ZIP_URL = "/_static/extension/x-pro-targeting.zip";

/** The built zip's size in bytes, or null when it has not been built on this checkout. */
export async function extensionZipSize(): Promise<number | null> {
  const file = join(process.cwd(), "public", ...EXTENSION_ZIP_URL.split("/").filter(Boolean));
  return stat(file).then(
    (s) => s.size,
    () => null,
  );
}
