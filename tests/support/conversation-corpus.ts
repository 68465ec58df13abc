import type { Database } from "@/lib/server/db/client";
import { corpusAccounts, corpusPostEntities, corpusPosts } from "@/lib/server/db/schema";
import { bumpCorpusVersion } from "@/lib/server/corpus/corpus-version";

export interface ConversationPost {
  id: string;
  authorId: string;
  text: string;
  tagged: boolean;
  createdAt: Date;
  likeCount: number;
  repostCount: number;
  replyCount: number;
  sentimentLabel: string | null;
}

/** Authors and their countries (a4 has none). */
export const AUTHORS: Record<string, string | null> = { a1: "United States", a2: "Japan", a3: "United States", a4: null, a5: "Japan" };
const LABELS = ["positive", "neutral", "negative", null, "positive", "negative", "neutral"];

/**
 * 30 posts in the window, every third "#brew" only, every third "kettle" only, the rest both (so a
 * query for both matches each once); counts repeat so orders have ties (and posts share a time by
 * pairs); one late post matches both but falls outside the window.
 */
export const POSTS: ConversationPost[] = Array.from({ length: 31 }, (_, i) => {
  const kind = i % 3;
  const text = kind === 0 ? "#brew with the kettle on #brew" : kind === 1 ? "#brew time" : "the kettle is boiling";
  return {
    id: String(7000 + i),
    authorId: `a${(i % 5) + 1}`,
    text,
    tagged: kind !== 2,
    createdAt: new Date(Date.UTC(2026, 2, 1, Math.floor(i / 2))),
    likeCount: (i * 7) % 11,
    repostCount: (i * 5) % 7,
    replyCount: (i * 3) % 4,
    sentimentLabel: LABELS[i % LABELS.length],
  };
}).map((p, i) => (i === 30 ? { ...p, createdAt: new Date("2026-04-01T00:00:00Z") } : p));

export const WINDOW = { start: "2026-02-20T00:00:00Z", end: "2026-03-10T00:00:00Z" };

/** The conversation corpus: accounts, posts and their #brew entities (repeated where a post repeats it). */
export async function seedConversationCorpus(db: Database): Promise<void> {
  await db.insert(corpusAccounts).values(Object.entries(AUTHORS).map(([id, country]) => ({ id, handle: `h_${id}`, name: `Name ${id}`, origin: "test", country })));
  await db.insert(corpusPosts).values(POSTS.map(({ tagged: _t, ...p }) => ({ ...p, lang: "en", origin: "test" })));
  await db.insert(corpusPostEntities).values(
    POSTS.filter((p) => p.tagged).flatMap((p) =>
      [...p.text.matchAll(/#brew/g)].map((m, position) => ({ postId: p.id, kind: "hashtag", value: "brew", display: "brew", position: m.index ?? position })),
    ),
  );
  await bumpCorpusVersion(db);
}
