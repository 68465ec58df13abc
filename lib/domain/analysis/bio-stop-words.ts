import stopwords from "stopwords-iso/stopwords-iso.json";

/** Words too common to say anything about an audience's self-description (English stop words and link debris). */
export const BIO_STOP_WORDS = [...new Set([...(stopwords as Record<string, string[]>).en, "rt", "amp", "via", "https", "http"])];
