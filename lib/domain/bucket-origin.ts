/*
 * The origin a browser uploads to when files go to an S3-compatible bucket: the pages' Content
 * Security Policy must allow connecting to it. Path style puts the bucket in the path (the
 * endpoint's origin); virtual-hosted style puts it in the host name.
 */
export function bucketOrigin(o: { bucket: string; endpoint: string; region: string; pathStyle: boolean }): string | null {
  if (!o.bucket) return null;
  const root = new URL(o.endpoint || `https://s3.${o.region}.amazonaws.com`);
  return o.pathStyle ? root.origin : `${root.protocol}//${o.bucket}.${root.host}`;
}
