import "server-only";
import { config } from "@/lib/server/config";
import { enforceRateLimits } from "@/lib/server/auth/rate-limit";
import { fetchPublicImage, type FetchedImage } from "./fetch-public-image";
import { defaultImageFetchPolicy, type ImageFetchPolicy } from "./image-fetch-policy";

/** The image downloader for one signed-in user: rate-limited, then fetched under the public-only policy. */
export async function downloadImage(userId: string, url: string, policy: ImageFetchPolicy = defaultImageFetchPolicy()): Promise<FetchedImage> {
  await enforceRateLimits([{ bucket: `image-downloader:${userId}`, limit: config().IMAGE_DOWNLOADER_LIMIT_PER_MINUTE, windowMs: 60_000 }]);
  return fetchPublicImage(url, policy);
}
