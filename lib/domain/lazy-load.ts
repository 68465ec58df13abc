/** A failure to fetch a code chunk: usually a new deployment replaced the old files. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  const text = `${String(name ?? "")} ${String(message ?? "")}`;
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
    text,
  );
}

/** Request pages retry a failed lazy load once before giving up. */
export const REQUEST_PAGE_LOAD_RETRIES = 1;

export async function withRetries<T>(load: () => Promise<T>, retries: number): Promise<T> {
  let attempt = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      attempt += 1;
    }
  }
}
