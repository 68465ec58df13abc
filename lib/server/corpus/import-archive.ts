import "server-only";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { archiveFollow, archiveOwner, archiveTweet, ownerRecord, parseArchiveScript, type ArchiveOwner } from "./parse/x-archive";
import type { CorpusRecord } from "./records";
import { ImportFileError } from "./read-lines";
import { addProblem } from "./summary";
import type { CorpusWriter } from "./writer";

const MAX_ARCHIVE_FILE = 1024 * 1024 * 1024;

function load(file: string): unknown[] {
  if (statSync(file).size > MAX_ARCHIVE_FILE) throw new ImportFileError(`${path.basename(file)} is larger than 1 GB.`);
  const buf = readFileSync(file);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(buf);
  } catch {
    throw new ImportFileError(`${path.basename(file)} is not valid UTF-8 text.`);
  }
  try {
    return parseArchiveScript(text, path.basename(file));
  } catch (e) {
    throw new ImportFileError((e as Error).message);
  }
}

/** The data/ folder of an archive, given the archive root, data/ itself or a file inside it. */
export function archiveDataDir(target: string): string {
  if (statSync(target).isFile()) return path.dirname(target);
  return existsSync(path.join(target, "data", "account.js")) ? path.join(target, "data") : target;
}

function owner(dataDir: string): ArchiveOwner {
  const accountFile = path.join(dataDir, "account.js");
  if (!existsSync(accountFile)) throw new ImportFileError(`account.js is missing in ${dataDir}: the archive's owner is unknown.`);
  const profileFile = path.join(dataDir, "profile.js");
  return archiveOwner(load(accountFile), existsSync(profileFile) ? load(profileFile) : null);
}

/**
 * Import an X archive (its folder, or one of tweets.js / follower.js / following.js). Items are
 * numbered from 1 in the report.
 */
export async function importArchive(target: string, writer: CorpusWriter, now: Date): Promise<void> {
  const dir = archiveDataDir(target);
  const me = owner(dir);
  await writer.add(ownerRecord(me));
  const files = statSync(target).isFile() ? [path.basename(target)] : ["tweets.js", "tweet.js", "follower.js", "following.js"].filter((f) => existsSync(path.join(/*turbopackIgnore: true*/ dir, f)));
  const s = writer.summary;
  for (const f of files) {
    const kind = f.startsWith("follower") ? "follower" : f.startsWith("following") ? "following" : f.startsWith("tweet") ? "tweet" : null;
    if (!kind) continue;
    const items = load(path.join(dir, f));
    for (let i = 0; i < items.length; i++) {
      s.lines += 1;
      const out: CorpusRecord[] | string = kind === "tweet" ? archiveTweet(items[i], me) : archiveFollow(items[i], kind, me, now);
      if (typeof out === "string") addProblem(s, i + 1, `${f} item ${i + 1}: ${out}`);
      else for (const r of out) await writer.add(r);
    }
  }
}
