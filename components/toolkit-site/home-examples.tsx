import type { CorpusExamples } from "@/lib/domain/public-site";
import { wordedExamples } from "./worded-examples";
import { Prerendered } from "./prerendered-element";
import { RankedList } from "./ranked-list";

async function ExamplesContent({ examples }: { examples: CorpusExamples }) {
  const words = await wordedExamples(examples);
  return (
    <>
      <div>
        <h2 id="live-examples" className="text-2xl font-semibold tracking-tight">
          {words.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{words.lead}</p>
      </div>
      {words.empty !== null ? (
        <p className="text-sm text-muted-foreground">{words.empty}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <RankedList id="live-hashtags" title={words.hashtags.title} items={words.hashtags.items} />
          <RankedList id="live-accounts" title={words.accounts.title} items={words.accounts.items} />
        </div>
      )}
    </>
  );
}

/**
 * Live examples read from the corpus: the busiest hashtags and the most followed accounts, each one
 * click from an analysis. Prerendered once per read of the examples (every five minutes) and language.
 */
export function HomeExamples({ examples }: { examples: CorpusExamples }) {
  return <Prerendered as="section" part="home-examples" source={examples} aria-labelledby="live-examples" className="flex flex-col gap-4" render={() => <ExamplesContent examples={examples} />} />;
}
