/** Whether a file's first bytes are what its declared type says (a renamed file is refused). */
export function bytesMatchType(contentType: string, head: Uint8Array): boolean {
  const at = (offset: number, ...bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);
  switch (contentType) {
    case "image/png":
      return at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case "image/jpeg":
      return at(0, 0xff, 0xd8, 0xff);
    case "image/gif":
      return at(0, 0x47, 0x49, 0x46, 0x38);
    case "video/mp4":
      return at(4, 0x66, 0x74, 0x79, 0x70);
    default:
      return false;
  }
}
