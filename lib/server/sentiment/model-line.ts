import "server-only";
import type { ModelFacts } from "@/lib/domain/sentiment-model/model-file";
import { baseSentimentModel } from "./base-model";

/** What the sentiment card says about the model that labelled its posts (the shipped one unless given a team's). */
export function sentimentModelLine(facts: ModelFacts = baseSentimentModel().facts) {
  return {
    kind: facts.kind,
    trained_on: facts.trainedOn,
    team_labels: facts.teamLabels,
    accuracy: facts.accuracy,
    macro_f1: facts.macroF1,
    measured_on: facts.measuredOn,
  };
}

export type SentimentModelLine = ReturnType<typeof sentimentModelLine>;
