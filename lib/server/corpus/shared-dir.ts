import "server-only";
import path from "node:path";

/** The shared folder with real data: SHARED_DIR, else ../shared beside the project. */
export function sharedDir(): string {
  return process.env.SHARED_DIR ?? path.resolve(process.cwd(), "../shared");
}
