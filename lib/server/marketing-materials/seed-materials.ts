import "server-only";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { marketingMaterials } from "@/lib/server/db/schema";
import { putUpload, removeUpload } from "@/lib/server/files/store";
import { MATERIAL_MAX_BYTES } from "@/lib/domain/material-files";
import { renderDocument, type DocumentSource } from "./render-document";

type Seed = DocumentSource & { slug: string; contentType: string; language: string; agencies?: string[]; countryId?: number; faq?: { question: string; answer: string }[] };

const FAQ = [
  { question: "Where do the figures come from?", answer: "From a corpus of X accounts, posts and follows: imported X API v2 files and account archives, or X API v2 read live when a bearer token is configured." },
  { question: "How big is the sample behind a chart?", answer: "Each chart states the accounts it rests on, how many had the field it shows (coverage) and the 95% margin of error. Audiences above the sample cap are sampled uniformly with a fixed seed." },
  { question: "How is a targeting package applied?", answer: "With the X Pro Targeting browser extension: it fills the targeting form of a campaign in X Ads Manager with the package's selected entries, at most 100 handles." },
  { question: "Can my agency see materials made for its market?", answer: "Yes. Agencies in the programme see the materials made for them and for their country as well as the global ones." },
];

const SEEDS: Seed[] = [
  {
    slug: "targeting-toolkit-one-pager", contentType: "one-pager", language: "en",
    title: "Targeting Toolkit in one page", summary: "Audience research and ad targeting for X, with the sample behind every number.",
    sections: [
      { heading: "What it does", paragraphs: ["Analyse a handle, a keyword, a conversation or a set of posts; see who the audience is and what it follows; turn it into an X targeting package."] },
      { heading: "Why it is different", paragraphs: ["Every figure carries its base, coverage and margin, so a planner knows which numbers are firm and which are thin."] },
      { heading: "How teams use it", paragraphs: ["Planners size audiences before spending, strategists bring exported charts to client decks, and buyers apply packages in X Ads Manager with the extension."] },
    ],
  },
  {
    slug: "x-audience-targeting-deck", contentType: "slides", language: "en",
    title: "Audience targeting on X: the deck", summary: "Eight slides that walk a client from a question to an applied targeting package.",
    sections: [
      { heading: "1. The question", paragraphs: ["Who should see this campaign on X? Start from a competitor, a topic or a conversation."] },
      { heading: "2. The audience", paragraphs: ["Countries, languages, age groups, genders, interests and job titles, each with its sample size."] },
      { heading: "3. What they follow", paragraphs: ["The accounts an audience follows more than X as a whole: the strongest look-alike handles."] },
      { heading: "4. What they say", paragraphs: ["Hashtags, keywords and emoji of the audience's own posts and of the posts it engages with."] },
      { heading: "5. The package", paragraphs: ["Handles, interests, keywords, locations, languages, age and gender; keep or drop each entry."] },
      { heading: "6. The size", paragraphs: ["A budget or a size bucket, with the assumptions the estimate rests on."] },
      { heading: "7. Apply", paragraphs: ["The extension fills X Ads Manager's targeting form; unprocessed custom audiences are flagged first."] },
      { heading: "8. Learn", paragraphs: ["Compare campaigns against the audience you planned for, and refine the package."] },
    ],
  },
  {
    slug: "targeting-toolkit-faq", contentType: "faq", language: "en",
    title: "Targeting Toolkit FAQ", summary: "Short answers to the questions clients ask most.",
    sections: [{ heading: "Questions and answers", paragraphs: FAQ.flatMap((f) => [f.question, f.answer]) }],
    faq: FAQ,
  },
  {
    slug: "apac-travel-worked-example", contentType: "case-study", language: "ja", countryId: 289,
    title: "旅行ブランドの事例：会話からオーディエンスへ", summary: "旅行に関する会話の参加者から、X のターゲティングパッケージを作る手順の実例。",
    sections: [
      { heading: "クエリ", paragraphs: ["直近 30 日間の「#travel OR #旅行」を含む会話を分析しました。"] },
      { heading: "見つかったオーディエンス", paragraphs: ["国・言語・年齢層・興味関心を、それぞれ母数と誤差とともに確認しました。"] },
      { heading: "適用したパッケージ", paragraphs: ["フォロー先アカウント、キーワード、地域を選び、拡張機能で X 広告マネージャーに適用しました。"] },
    ],
  },
  {
    slug: "benelux-retail-worked-example", contentType: "case-study", language: "en", countryId: 151,
    title: "Retail in the Netherlands: a worked example", summary: "From a competitor's followers to a package for a Dutch retail launch.",
    sections: [
      { heading: "The query", paragraphs: ["A handle analysis of a competing retailer's followers, restricted to the Netherlands."] },
      { heading: "The audience", paragraphs: ["Languages, age groups and interests with their bases; the followed accounts that set the audience apart."] },
      { heading: "The package", paragraphs: ["Look-alike handles, Dutch and English keywords, the Netherlands as location; sized with a budget before launch."] },
    ],
  },
  {
    slug: "groupm-partner-brief", contentType: "one-pager", language: "en", agencies: ["groupm"],
    title: "Partner brief for GroupM planners", summary: "How GroupM teams request audiences and materials through the toolkit.",
    sections: [
      { heading: "Requests", paragraphs: ["Request an audience from the toolkit; our team confirms the address and replies within two business days."] },
      { heading: "Materials", paragraphs: ["Materials made for GroupM appear in the library for signed-in GroupM users only."] },
    ],
  },
];

const HELPER_SEEDS: Seed[] = [
  {
    slug: "getting-started", contentType: "helper", language: "en",
    title: "Getting started with Murmur", summary: "Your team, your first analysis and your first audience.",
    sections: [
      { heading: "Your team", paragraphs: ["Create a team or join one with an invite; admins manage members, billing details and plans on the team page."] },
      { heading: "Analyse", paragraphs: ["Explore X takes a handle, a keyword, a conversation or posts; every chart says how many accounts it rests on."] },
      { heading: "Build and upload", paragraphs: ["The audience creator makes a targeting package; with an active plan it uploads to X."] },
    ],
  },
  {
    slug: "extension-guide", contentType: "helper", language: "en",
    title: "Applying packages with the extension", summary: "Install the X Pro Targeting extension and apply a saved package in X Ads Manager.",
    sections: [{ heading: "Steps", paragraphs: ["Download the extension from the toolkit's Get the extension page, load it in Chrome, sign in with your e-mail code, open a campaign's targeting in X Ads Manager and choose the package."] }],
  },
];

const MIME_TYPE = "text/html; charset=utf-8";

/** Puts bytes in the upload store under a fresh key, as an admin's upload is kept. */
async function store(bytes: Buffer): Promise<{ fileKey: string; fileSize: number }> {
  const fileKey = crypto.randomUUID();
  const { size } = await putUpload(fileKey, new Response(new Uint8Array(bytes)).body!, MIME_TYPE, MATERIAL_MAX_BYTES);
  return { fileKey, fileSize: size };
}

/**
 * Files an older seed kept in the material's row go to the upload store, like every admin's upload
 * (idempotent: a row is moved once; a file stored for a row another process moved first is removed).
 */
async function moveRowFilesToStore(db: Database): Promise<void> {
  const rows = await db.select({ id: marketingMaterials.id, file: marketingMaterials.file }).from(marketingMaterials).where(and(isNotNull(marketingMaterials.file), isNull(marketingMaterials.fileKey)));
  for (const row of rows) {
    const stored = await store(row.file!);
    const moved = await db
      .update(marketingMaterials)
      .set({ ...stored, file: null })
      .where(and(eq(marketingMaterials.id, row.id), isNull(marketingMaterials.fileKey)))
      .returning({ id: marketingMaterials.id });
    if (!moved.length) await removeUpload(stored.fileKey);
  }
}

/**
 * The demo library: one material of each content type, market-bound case studies, an agency's own
 * brief, and the helper documents. Their files are kept in the upload store, as admins' uploads are.
 */
export async function seedMaterials(db: Database): Promise<void> {
  await moveRowFilesToStore(db);
  const seeds = [...SEEDS, ...HELPER_SEEDS];
  const present = new Set(
    (await db.select({ slug: marketingMaterials.slug }).from(marketingMaterials).where(inArray(marketingMaterials.slug, seeds.map((s) => s.slug)))).map((r) => r.slug),
  );
  for (const s of seeds.filter((seed) => !present.has(seed.slug))) {
    const stored = await store(renderDocument(s, s.language));
    const inserted = await db
      .insert(marketingMaterials)
      .values({
        slug: s.slug,
        contentType: s.contentType,
        title: s.title,
        summary: s.summary,
        language: s.language,
        agencies: s.agencies ?? [],
        countryId: s.countryId ?? null,
        faq: s.faq ?? [],
        fileName: `${s.slug}.html`,
        mimeType: MIME_TYPE,
        ...stored,
      })
      .onConflictDoNothing({ target: marketingMaterials.slug })
      .returning({ id: marketingMaterials.id });
    // Seeded by another process at the same moment: its row stands, this file is not needed.
    if (!inserted.length) await removeUpload(stored.fileKey);
  }
}
