import "server-only";

/** Countries of generated accounts: share, language mix, UTC offset and how people write the place. */
export interface Place {
  code: string;
  weight: number;
  langs: [string, number][];
  utcOffset: number;
  spellings: string[];
}

export const PLACES: Place[] = [
  { code: "US", weight: 30, langs: [["en", 0.92], ["es", 0.08]], utcOffset: -5, spellings: ["New York, NY", "NYC", "Los Angeles, CA", "Austin, TX", "Chicago", "USA", "United States", "U.S.A.", "Seattle, WA", "Miami", "Brooklyn", "Atlanta, GA", "San Francisco", "America 🇺🇸"] },
  { code: "JP", weight: 14, langs: [["ja", 0.92], ["en", 0.08]], utcOffset: 9, spellings: ["東京", "東京都", "Tokyo, Japan", "大阪", "Osaka", "日本", "Japan", "横浜", "Kyoto", "福岡", "Fukuoka, Japan"] },
  { code: "GB", weight: 10, langs: [["en", 1]], utcOffset: 0, spellings: ["London", "London, UK", "Manchester, England", "UK", "United Kingdom", "Britain", "Glasgow, Scotland", "Leeds", "Bristol, UK", "England"] },
  { code: "IN", weight: 8, langs: [["en", 0.9], ["hi", 0.1]], utcOffset: 5.5, spellings: ["Mumbai", "New Delhi, India", "Bengaluru", "Bangalore, India", "India", "Delhi"] },
  { code: "BR", weight: 6, langs: [["pt", 0.95], ["en", 0.05]], utcOffset: -3, spellings: ["São Paulo", "Sao Paulo, Brasil", "Rio de Janeiro", "Brasil", "Brazil"] },
  { code: "ES", weight: 4, langs: [["es", 1]], utcOffset: 1, spellings: ["Madrid", "Barcelona, España", "España", "Spain"] },
  { code: "MX", weight: 4, langs: [["es", 1]], utcOffset: -6, spellings: ["CDMX", "Ciudad de México", "Guadalajara, México", "México", "Mexico"] },
  { code: "FR", weight: 4, langs: [["fr", 1]], utcOffset: 1, spellings: ["Paris", "Paris, France", "Lyon", "France"] },
  { code: "DE", weight: 4, langs: [["de", 0.9], ["en", 0.1]], utcOffset: 1, spellings: ["Berlin", "München", "Hamburg, Germany", "Deutschland", "Germany"] },
  { code: "NG", weight: 4, langs: [["en", 1]], utcOffset: 1, spellings: ["Lagos", "Lagos, Nigeria", "Abuja", "Naija", "Nigeria"] },
  { code: "KR", weight: 4, langs: [["ko", 0.9], ["en", 0.1]], utcOffset: 9, spellings: ["Seoul", "서울", "Seoul, Korea", "South Korea", "Busan"] },
  { code: "NL", weight: 2, langs: [["en", 0.6], ["nl", 0.4]], utcOffset: 1, spellings: ["Amsterdam", "holland", "The Netherlands", "Rotterdam, NL"] },
  { code: "AE", weight: 2, langs: [["en", 0.7], ["ar", 0.3]], utcOffset: 4, spellings: ["Dubai", "Dubai, UAE", "Abu Dhabi", "UAE"] },
  { code: "TR", weight: 2, langs: [["tr", 0.8], ["en", 0.2]], utcOffset: 3, spellings: ["Istanbul", "İstanbul, Türkiye", "Türkiye", "Turkey", "Ankara"] },
  { code: "CZ", weight: 1, langs: [["en", 0.5], ["cs", 0.5]], utcOffset: 1, spellings: ["Prague", "Praha", "Czechia", "Czech Republic"] },
];

/** Which name pool a country uses. */
export const NAME_POOL: Record<string, string> = {
  US: "US", JP: "JP", GB: "GB", IN: "IN", BR: "BR", ES: "ES", MX: "MX", FR: "FR", DE: "DE", NG: "NG", KR: "KR", NL: "GB", AE: "IN", TR: "DE", CZ: "DE",
};
