import { describe, expect, it } from "vitest";
import { featurize, tokens } from "./features";
import { classify, examplesOf, probabilities, train, DEFAULT_TRAINING } from "./linear-model";
import { decodeModel, encodeModel } from "./model-file";
import { crossValidate } from "./cross-validate";
import { logCountRatios, trainNbWeighted } from "./nb-weighting";
import { adaptSentimentModel, generalExamples, trainSentimentModel, type LabelledText } from "./train-sentiment";

const GENERAL: LabelledText[] = [
  ...["love this so much", "great day with friends", "happy and thankful", "best coffee ever", "awesome show tonight", "thank you, wonderful"].map((text) => ({ text, label: "positive" as const })),
  ...["worst service ever", "i hate waiting", "so sad and tired", "terrible awful day", "this is broken again", "angry about the delay"].map((text) => ({ text, label: "negative" as const })),
  ...["going to the store", "the meeting is at noon", "reading a book", "new post on the site", "train leaves at five", "watching the news"].map((text) => ({ text, label: "neutral" as const })),
];
const SMALL = { bits: 12, epochs: 20 };

describe("sentiment model features", () => {
  it("folds urls, numbers and stretched letters, drops handles and decodes html entities", () => {
    expect(tokens("@Delta Sooooo late!!! 3 hours https://t.co/x")).toEqual(["soo", "late", "!!!", "0", "hours", "httpurl"]);
    expect(tokens("you &amp; me &lt;3")).toEqual(["you", "me", "<3"]);
  });
  it("ends a negation at the end of its clause", () => {
    // "good" after the comma is the same feature as in a plain "good"; before it, it is negated.
    const shared = (a: string, b: string) => [...featurize(a, 16).index].filter((i) => featurize(b, 16).index.includes(i)).length;
    expect(shared("not bad, good", "good")).toBeGreaterThan(shared("not bad good", "good"));
  });
  it("gives the same unit-length vector for the same text, whatever came before", () => {
    const a = featurize("not good at all", 12);
    featurize("something else entirely, with more words than before", 12);
    const b = featurize("not good at all", 12);
    expect([...b.index]).toEqual([...a.index]);
    expect([...b.value]).toEqual([...a.value]);
    expect(a.value.reduce((s, v) => s + v * v, 0)).toBeCloseTo(1, 5);
  });
});

describe("sentiment model", () => {
  it("learns labels from examples and is the same model on every run", () => {
    const one = train(examplesOf(GENERAL, 12), { ...DEFAULT_TRAINING, ...SMALL });
    const two = train(examplesOf(GENERAL, 12), { ...DEFAULT_TRAINING, ...SMALL });
    expect([...one.weights]).toEqual([...two.weights]);
    expect(classify(one, "love the coffee").label).toBe("positive");
    expect(classify(one, "hate the delay").label).toBe("negative");
    expect(classify(one, "the train at noon").label).toBe("neutral");
  });

  it("round-trips through its file, quantised without changing its answers", () => {
    const model = train(examplesOf(GENERAL, 12), { ...DEFAULT_TRAINING, ...SMALL });
    const facts = { kind: "team" as const, trainedOn: 18, teamLabels: 3, accuracy: 0.5, macroF1: 0.4, measuredOn: 3 };
    const back = decodeModel(encodeModel(model, facts));
    expect(back.facts).toEqual(facts);
    for (const t of GENERAL) expect(classify(back.model, t.text).label).toBe(classify(model, t.text).label);
    expect(() => decodeModel(new Uint8Array([1, 2, 3, 4, 0, 0, 0, 0]))).toThrow(/not a sentiment model/);
  });

  it("adapts the shipped model to a team's domain from its labels", () => {
    const base = trainSentimentModel(generalExamples(GENERAL, 12), SMALL);
    // In this team's domain "fire" is praise.
    const team: LabelledText[] = Array.from({ length: 10 }, () => ["that beat is fire", "fire track", "pure fire", "fire fire"]).flat().map((text) => ({ text, label: "positive" }));
    expect(classify(base, "this song is fire").label).not.toBe("positive");
    const adapted = adaptSentimentModel(base, team, SMALL);
    expect(classify(adapted, "this song is fire").label).toBe("positive");
    // One click moves the model far less than forty.
    const positive = (m: typeof base) => probabilities(m, featurize("this song is fire", 12))[2];
    const one = positive(adaptSentimentModel(base, team.slice(0, 1), SMALL)) - positive(base);
    expect(one).toBeGreaterThan(0);
    expect(one).toBeLessThan((positive(adapted) - positive(base)) / 3);
    // What the general set taught stays.
    expect(classify(adapted, "love the coffee").label).toBe("positive");
  });

  it("estimates accuracy on a team's labels by cross-validation", async () => {
    const base = trainSentimentModel(generalExamples(GENERAL, 12), SMALL);
    const team = GENERAL.slice(0, 10);
    const steps: number[] = [];
    const cv = (await crossValidate(base, team, 5, (d) => void steps.push(d)))!;
    expect(steps).toEqual([0.2, 0.4, 0.6, 0.8, 1]);
    expect(cv.accuracy).toBeGreaterThan(0.5);
    expect(await crossValidate(base, team.slice(0, 1))).toBeNull();
  });
});

describe("naive-Bayes weighting", () => {
  it("makes the words that tell labels apart louder than the ones every label uses", () => {
    const examples = examplesOf(GENERAL, 12);
    const ratio = logCountRatios(examples, 12, 0.01, 1);
    const loudest = (text: string) => {
      const x = featurize(text, 12);
      return Math.max(...[...x.index].map((f) => Math.max(ratio[f * 3], ratio[f * 3 + 1], ratio[f * 3 + 2])));
    };
    expect(loudest("hate")).toBeGreaterThan(loudest("the"));
  });
  it("trains a plain linear model over the usual features", () => {
    const model = trainNbWeighted(examplesOf(GENERAL, 12), SMALL);
    expect(model.weights.length).toBe((1 << 12) * 3);
    expect(classify(model, "love the coffee").label).toBe("positive");
    expect(classify(model, "hate the delay").label).toBe("negative");
  });
});
