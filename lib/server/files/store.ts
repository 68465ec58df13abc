import "server-only";
import { readStoredFile, removeStoredFile, TooLarge, writeFile } from "./local-file-store";
import { putObject, readObject, removeObject, s3UploadsConfigured } from "./s3-file-store";

/*
 * The upload store as one place, for files the server receives itself (admins' marketing
 * materials): the S3-compatible bucket when one is configured, local disk otherwise. Browser
 * uploads of media go through the policy of uploads.ts, which hands out presigned addresses.
 */

export { TooLarge };

/** Stores a request body under our key, at most maxBytes; answers its size and first 16 bytes. */
export async function putUpload(key: string, body: ReadableStream<Uint8Array>, contentType: string, maxBytes: number): Promise<{ size: number; head: Uint8Array }> {
  if (!s3UploadsConfigured()) return writeFile(key, body, maxBytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const bytes = Buffer.concat(chunks);
  await putObject(key, bytes, contentType);
  return { size, head: bytes.subarray(0, 16) };
}

export const readUpload = async (key: string): Promise<Uint8Array> => (s3UploadsConfigured() ? readObject(key) : readStoredFile(key));

export const removeUpload = (key: string): Promise<void> => (s3UploadsConfigured() ? removeObject(key) : removeStoredFile(key));
