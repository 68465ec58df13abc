import "server-only";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { config } from "@/lib/server/config";

/*
 * Uploads in an S3-compatible bucket (when UPLOADS_S3_BUCKET is set): the browser PUTs the bytes
 * to a presigned address (SigV4, with the announced type and length signed, so the store refuses
 * anything else); the server then reads the object's size and first bytes before it is accepted,
 * and serves it back through our own API with the caller's session, as the local store does.
 */

let cached: { key: string; client: S3Client } | undefined;

function s3() {
  const c = config();
  const key = [c.UPLOADS_S3_ENDPOINT, c.UPLOADS_S3_REGION, c.UPLOADS_S3_ACCESS_KEY_ID, c.UPLOADS_S3_FORCE_PATH_STYLE].join("|");
  if (cached?.key !== key) {
    cached = {
      key,
      client: new S3Client({
        region: c.UPLOADS_S3_REGION,
        endpoint: c.UPLOADS_S3_ENDPOINT || undefined,
        forcePathStyle: c.UPLOADS_S3_FORCE_PATH_STYLE,
        credentials: { accessKeyId: c.UPLOADS_S3_ACCESS_KEY_ID, secretAccessKey: c.UPLOADS_S3_SECRET_ACCESS_KEY },
        // Checksums the browser cannot compute would be part of the signature: only when the store asks.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    };
  }
  return { client: cached.client, bucket: c.UPLOADS_S3_BUCKET, ttl: c.UPLOADS_S3_URL_TTL_SECONDS };
}

export const s3UploadsConfigured = () => Boolean(config().UPLOADS_S3_BUCKET);

/** A presigned PUT for exactly this type and length. */
export async function presignUpload(key: string, contentType: string, size: number): Promise<string> {
  const { client, bucket, ttl } = s3();
  return getSignedUrl(client, new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: size }), { expiresIn: ttl, signableHeaders: new Set(["content-type", "content-length"]) });
}

/** The stored object's size and first 16 bytes, or null when nothing was uploaded. */
export async function inspectObject(key: string): Promise<{ size: number; head: Uint8Array } | null> {
  const { client, bucket } = s3();
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    const size = Number(head.ContentLength ?? 0);
    if (size === 0) return { size, head: new Uint8Array() };
    const first = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: "bytes=0-15" }));
    return { size, head: (await first.Body?.transformToByteArray()) ?? new Uint8Array() };
  } catch (error) {
    if (error instanceof Error && (error.name === "NotFound" || error.name === "NoSuchKey")) return null;
    throw error;
  }
}

export async function readObject(key: string): Promise<Uint8Array> {
  const { client, bucket } = s3();
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}

/** The stored object's bytes as they arrive from the store, never all in memory. */
export async function streamObject(key: string): Promise<AsyncIterable<Uint8Array>> {
  const { client, bucket } = s3();
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!object.Body) return (async function* () {})();
  return object.Body.transformToWebStream() as unknown as AsyncIterable<Uint8Array>;
}

export async function removeObject(key: string): Promise<void> {
  const { client, bucket } = s3();
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** Bytes the server itself received (admins' material files), put in the bucket. */
export async function putObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const { client, bucket } = s3();
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
}
