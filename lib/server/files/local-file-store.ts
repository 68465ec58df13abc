import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { config } from "@/lib/server/config";

/*
 * The product's one upload store: files on local disk under UPLOADS_DIR (see the README's
 * architecture notes for why). Keys are our own ids, never a name a user typed.
 */

const KEY = /^[0-9a-f-]{36}$/;
const fileOf = (key: string) => {
  if (!KEY.test(key)) throw new Error("Not a file key.");
  return path.resolve(config().UPLOADS_DIR, key);
};

export class TooLarge extends Error {}

/** Writes a stream to the key, stopping at maxBytes; returns the bytes written and the first 16. */
export async function writeFile(key: string, body: ReadableStream<Uint8Array>, maxBytes: number): Promise<{ size: number; head: Uint8Array }> {
  const file = fileOf(key);
  await mkdir(path.dirname(file), { recursive: true });
  const out = createWriteStream(file);
  const head = new Uint8Array(16);
  let size = 0;
  try {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size < 16) head.set(value.subarray(0, 16 - size), size);
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new TooLarge();
      }
      if (!out.write(value)) await new Promise<void>((r) => out.once("drain", () => r()));
    }
  } catch (error) {
    out.destroy();
    await rm(file, { force: true });
    throw error;
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  return { size, head };
}

export const readStoredFile = (key: string) => readFile(fileOf(key));
/** Where a stored file lies (for readers that stream it). */
export const storedFilePath = (key: string) => fileOf(key);
/** A stored file's bytes, read as they are needed. */
export const streamStoredFile = (key: string): AsyncIterable<Uint8Array> => createReadStream(fileOf(key));
export const removeStoredFile = (key: string) => rm(fileOf(key), { force: true });
