import { describe, expect, it } from "vitest";
import { franc } from "franc-min";
import { trigramLanguageGuesser } from "./trigram-language";

const ONLY = ["eng", "spa", "por", "fra", "deu", "ita", "nld", "jpn", "kor", "cmn", "rus", "ukr", "arb", "tur", "pol", "ind", "hin", "ell", "heb", "tha", "swe"];
const TEXTS = [
  "The government announced new economic measures for families across the country today",
  "El gobierno anunció nuevas medidas económicas para las familias de todo el país",
  "O governo anunciou novas medidas económicas para as famílias de todo o país",
  "Le gouvernement a annoncé de nouvelles mesures économiques pour les familles",
  "Die Regierung hat neue wirtschaftliche Maßnahmen für Familien angekündigt",
  "Il governo ha annunciato nuove misure economiche per le famiglie di tutto il paese",
  "De regering heeft nieuwe economische maatregelen aangekondigd voor gezinnen",
  "Rząd ogłosił nowe środki gospodarcze dla rodzin w całym kraju",
  "Hükümet ülke genelindeki aileler için yeni ekonomik önlemler açıkladı",
  "Правительство объявило о новых экономических мерах для семей по всей стране",
  "Уряд оголосив нові економічні заходи для сімей по всій країні",
  "أعلنت الحكومة عن إجراءات اقتصادية جديدة للأسر في جميع أنحاء البلاد",
  "सरकार ने देश भर के परिवारों के लिए नए आर्थिक उपायों की घोषणा की",
  "Η κυβέρνηση ανακοίνωσε νέα οικονομικά μέτρα για τις οικογένειες",
  "政府宣布了针对全国家庭的新经济措施",
  "政府は全国の家族のための新しい経済対策を発表しました",
  "NO WONHO, NO LIFE 💗ウィニ🐰ホットク😎ただひたすらにウォノが大好きで応援しています 無言ﾌｫﾛｰOK",
  "정부는 전국 가정을 위한 새로운 경제 대책을 발표했다",
  "รัฐบาลประกาศมาตรการเศรษฐกิจใหม่สำหรับครอบครัวทั่วประเทศ",
  "Regeringen meddelade nya ekonomiska åtgärder för familjer i hela landet",
  "lol ok 12345 !!! ???",
  "1234567890123",
  "short",
  "",
];

describe("trigram language guess", () => {
  it("answers exactly as franc does with the same candidates and minimum length", () => {
    const guess = trigramLanguageGuesser(ONLY, 12);
    const expected = TEXTS.map((t) => franc(t, { only: ONLY, minLength: 12 }));
    expect(TEXTS.map((t) => guess(t))).toEqual(expected);
    expect(new Set(expected).size).toBeGreaterThan(15);
  });
});
