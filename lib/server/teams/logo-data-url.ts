import "server-only";
import { AppError } from "@/lib/server/http/app-error";

export const MAX_LOGO_BYTES = 512 * 1024;
// No SVG: a logo is shown in many places and must never carry script.
const TYPES: Record<string, (b: Uint8Array) => boolean> = {
  "image/png": (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/webp": (b) => String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP",
  "image/gif": (b) => String.fromCharCode(...b.slice(0, 4)) === "GIF8",
};

/** The uploaded image as a data: URL, after checking its size and that its bytes match its type. */
export async function logoDataUrl(req: Request): Promise<string> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const check = TYPES[type];
  if (!check) throw new AppError("bad_request", "The logo must be a PNG, JPEG, WebP or GIF image.", { logo: ["The logo must be a PNG, JPEG, WebP or GIF image."] });
  if (Number(req.headers.get("content-length") ?? 0) > MAX_LOGO_BYTES) throw new AppError("payload_too_large", "The logo must be at most 512 KB.");
  const bytes = new Uint8Array(await req.arrayBuffer());
  if (bytes.length > MAX_LOGO_BYTES) throw new AppError("payload_too_large", "The logo must be at most 512 KB.");
  if (!bytes.length || !check(bytes)) throw new AppError("bad_request", "The file is not a valid image.", { logo: ["The file is not a valid image."] });
  return `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
}
