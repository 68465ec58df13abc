/*
 * Prior polarity of words for the sentiment model's features: VADER's lexicon (Hutto & Gilbert,
 * 2014; 7,500 words, slang and emoticons rated -4..4 by people; the vader-sentiment package,
 * Apache-2.0). Its knowledge comes from outside the training set, so a word the 31k posts seldom
 * use still pulls towards the side people rate it.
 */
import { lexicon } from "vader-sentiment/src/vader_lexicon.js";

// A Map, not the object: a token such as "constructor" must not find Object.prototype members.
const VALENCE = new Map<string, number>(Object.entries(lexicon));

/** The word's valence (-4..4), or undefined when the lexicon does not rate it. */
export function valenceOf(word: string): number | undefined {
  return VALENCE.get(word);
}
