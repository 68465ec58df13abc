// The VADER lexicon as the vader-sentiment package ships it (Apache-2.0): word or emoticon -> mean valence, -4..4.
declare module "vader-sentiment/src/vader_lexicon.js" {
  export const lexicon: Record<string, number>;
}
