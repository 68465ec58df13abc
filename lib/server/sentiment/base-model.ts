import "server-only";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { decodeModel } from "@/lib/domain/sentiment-model/model-file";

/** Where `npm run sentiment:train` writes the shipped model (committed; read once per process). */
export const BASE_MODEL_FILE = path.join("lib", "server", "sentiment", "base-model.msm");

let loaded: ReturnType<typeof decodeModel> | null = null;
let version: string | null = null;

export function baseModelBytes(): Uint8Array {
  return readFileSync(path.join(process.cwd(), BASE_MODEL_FILE));
}

/** The shipped general sentiment model and what it measured. */
export function baseSentimentModel(): ReturnType<typeof decodeModel> {
  loaded ??= decodeModel(baseModelBytes());
  return loaded;
}

/** Names the shipped model's bytes: a team's model records the one it was adapted from, so a newer release can tell it is stale. */
export function baseModelVersion(): string {
  version ??= createHash("sha256").update(baseModelBytes()).digest("hex").slice(0, 16);
  return version;
}
