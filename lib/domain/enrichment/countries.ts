/**
 * Canonical country names with ISO codes and the spellings people use for them. The spec's alias
 * map: US/USA, UK/Britain, UAE, Czechia, Türkiye, holland, north korea and others.
 */
export interface CountryEntry {
  name: string;
  code: string;
  aliases: string[];
}

export const COUNTRIES: CountryEntry[] = [
  { name: "United States", code: "US", aliases: ["us", "usa", "u.s.", "u.s.a.", "united states of america", "america", "the states", "estados unidos", "アメリカ", "米国"] },
  { name: "United Kingdom", code: "GB", aliases: ["uk", "u.k.", "britain", "great britain", "gb", "england", "scotland", "wales", "northern ireland", "united kingdom of great britain and northern ireland", "イギリス"] },
  { name: "United Arab Emirates", code: "AE", aliases: ["uae", "u.a.e.", "emirates", "the emirates"] },
  { name: "Czech Republic", code: "CZ", aliases: ["czechia", "czech", "česko", "česká republika"] },
  { name: "Turkey", code: "TR", aliases: ["türkiye", "turkiye", "türkei", "turquía"] },
  { name: "Netherlands", code: "NL", aliases: ["holland", "the netherlands", "nederland", "países bajos", "オランダ"] },
  { name: "North Korea", code: "KP", aliases: ["dprk", "democratic people's republic of korea", "korea, north", "north korea"] },
  { name: "South Korea", code: "KR", aliases: ["korea", "republic of korea", "korea, south", "한국", "대한민국", "韓国"] },
  { name: "Japan", code: "JP", aliases: ["日本", "nippon", "nihon", "japon", "japão"] },
  { name: "Germany", code: "DE", aliases: ["deutschland", "alemania", "allemagne", "ドイツ"] },
  { name: "France", code: "FR", aliases: ["république française", "francia", "フランス"] },
  { name: "Spain", code: "ES", aliases: ["españa", "espana", "espagne"] },
  { name: "Italy", code: "IT", aliases: ["italia", "italie"] },
  { name: "Brazil", code: "BR", aliases: ["brasil", "brésil"] },
  { name: "Mexico", code: "MX", aliases: ["méxico", "mexique"] },
  { name: "Canada", code: "CA", aliases: [] },
  { name: "Australia", code: "AU", aliases: ["oz", "aus"] },
  { name: "India", code: "IN", aliases: ["bharat", "hindustan", "भारत"] },
  { name: "Indonesia", code: "ID", aliases: [] },
  { name: "Philippines", code: "PH", aliases: ["pilipinas", "the philippines"] },
  { name: "Nigeria", code: "NG", aliases: ["naija"] },
  { name: "South Africa", code: "ZA", aliases: ["rsa", "s. africa", "mzansi"] },
  { name: "Argentina", code: "AR", aliases: [] },
  { name: "Colombia", code: "CO", aliases: [] },
  { name: "Venezuela", code: "VE", aliases: [] },
  { name: "Chile", code: "CL", aliases: [] },
  { name: "Peru", code: "PE", aliases: ["perú"] },
  { name: "Ireland", code: "IE", aliases: ["éire", "eire", "republic of ireland"] },
  { name: "Sweden", code: "SE", aliases: ["sverige"] },
  { name: "Norway", code: "NO", aliases: ["norge"] },
  { name: "Denmark", code: "DK", aliases: ["danmark"] },
  { name: "Finland", code: "FI", aliases: ["suomi"] },
  { name: "Poland", code: "PL", aliases: ["polska"] },
  { name: "Portugal", code: "PT", aliases: [] },
  { name: "Belgium", code: "BE", aliases: ["belgië", "belgique"] },
  { name: "Switzerland", code: "CH", aliases: ["schweiz", "suisse", "svizzera"] },
  { name: "Austria", code: "AT", aliases: ["österreich"] },
  { name: "Greece", code: "GR", aliases: ["hellas", "ελλάδα"] },
  { name: "Russia", code: "RU", aliases: ["russian federation", "россия", "rusia"] },
  { name: "Ukraine", code: "UA", aliases: ["україна", "ucrania"] },
  { name: "Saudi Arabia", code: "SA", aliases: ["ksa", "saudi", "kingdom of saudi arabia"] },
  { name: "Egypt", code: "EG", aliases: ["مصر"] },
  { name: "Kenya", code: "KE", aliases: [] },
  { name: "Ghana", code: "GH", aliases: [] },
  { name: "Pakistan", code: "PK", aliases: [] },
  { name: "Bangladesh", code: "BD", aliases: [] },
  { name: "China", code: "CN", aliases: ["prc", "people's republic of china", "中国"] },
  { name: "Taiwan", code: "TW", aliases: ["台灣", "台湾"] },
  { name: "Hong Kong", code: "HK", aliases: ["hk", "香港"] },
  { name: "Singapore", code: "SG", aliases: ["sg"] },
  { name: "Malaysia", code: "MY", aliases: [] },
  { name: "Thailand", code: "TH", aliases: ["ประเทศไทย"] },
  { name: "Vietnam", code: "VN", aliases: ["viet nam"] },
  { name: "New Zealand", code: "NZ", aliases: ["aotearoa", "nz"] },
  { name: "Israel", code: "IL", aliases: [] },
  { name: "Qatar", code: "QA", aliases: [] },
  { name: "Kuwait", code: "KW", aliases: [] },
];

/** Cities (and a few regions) that name their country unambiguously. */
export const CITIES: Record<string, { city: string; code: string }> = Object.fromEntries(
  (
    [
      ["new york", "New York", "US"], ["nyc", "New York", "US"], ["new york city", "New York", "US"], ["brooklyn", "New York", "US"],
      ["los angeles", "Los Angeles", "US"], ["la", "Los Angeles", "US"], ["chicago", "Chicago", "US"], ["houston", "Houston", "US"],
      ["san francisco", "San Francisco", "US"], ["sf", "San Francisco", "US"], ["seattle", "Seattle", "US"], ["boston", "Boston", "US"],
      ["miami", "Miami", "US"], ["atlanta", "Atlanta", "US"], ["dallas", "Dallas", "US"], ["austin", "Austin", "US"],
      ["washington dc", "Washington", "US"], ["washington, dc", "Washington", "US"], ["dc", "Washington", "US"], ["denver", "Denver", "US"],
      ["london", "London", "GB"], ["manchester", "Manchester", "GB"], ["birmingham", "Birmingham", "GB"], ["glasgow", "Glasgow", "GB"],
      ["edinburgh", "Edinburgh", "GB"], ["liverpool", "Liverpool", "GB"], ["leeds", "Leeds", "GB"], ["bristol", "Bristol", "GB"],
      ["dubai", "Dubai", "AE"], ["abu dhabi", "Abu Dhabi", "AE"], ["prague", "Prague", "CZ"], ["praha", "Prague", "CZ"],
      ["istanbul", "Istanbul", "TR"], ["ankara", "Ankara", "TR"], ["amsterdam", "Amsterdam", "NL"], ["rotterdam", "Rotterdam", "NL"],
      ["pyongyang", "Pyongyang", "KP"], ["seoul", "Seoul", "KR"], ["서울", "Seoul", "KR"], ["busan", "Busan", "KR"],
      ["tokyo", "Tokyo", "JP"], ["東京", "Tokyo", "JP"], ["東京都", "Tokyo", "JP"], ["osaka", "Osaka", "JP"], ["大阪", "Osaka", "JP"],
      ["kyoto", "Kyoto", "JP"], ["京都", "Kyoto", "JP"], ["yokohama", "Yokohama", "JP"], ["横浜", "Yokohama", "JP"], ["nagoya", "Nagoya", "JP"],
      ["fukuoka", "Fukuoka", "JP"], ["sapporo", "Sapporo", "JP"], ["berlin", "Berlin", "DE"], ["munich", "Munich", "DE"], ["münchen", "Munich", "DE"],
      ["hamburg", "Hamburg", "DE"], ["paris", "Paris", "FR"], ["lyon", "Lyon", "FR"], ["marseille", "Marseille", "FR"],
      ["madrid", "Madrid", "ES"], ["barcelona", "Barcelona", "ES"], ["rome", "Rome", "IT"], ["roma", "Rome", "IT"], ["milan", "Milan", "IT"], ["milano", "Milan", "IT"],
      ["são paulo", "São Paulo", "BR"], ["sao paulo", "São Paulo", "BR"], ["rio de janeiro", "Rio de Janeiro", "BR"], ["rio", "Rio de Janeiro", "BR"],
      ["mexico city", "Mexico City", "MX"], ["cdmx", "Mexico City", "MX"], ["ciudad de méxico", "Mexico City", "MX"], ["guadalajara", "Guadalajara", "MX"],
      ["toronto", "Toronto", "CA"], ["vancouver", "Vancouver", "CA"], ["montreal", "Montreal", "CA"], ["sydney", "Sydney", "AU"], ["melbourne", "Melbourne", "AU"],
      ["mumbai", "Mumbai", "IN"], ["delhi", "Delhi", "IN"], ["new delhi", "Delhi", "IN"], ["bangalore", "Bengaluru", "IN"], ["bengaluru", "Bengaluru", "IN"],
      ["jakarta", "Jakarta", "ID"], ["manila", "Manila", "PH"], ["lagos", "Lagos", "NG"], ["abuja", "Abuja", "NG"], ["johannesburg", "Johannesburg", "ZA"],
      ["cape town", "Cape Town", "ZA"], ["buenos aires", "Buenos Aires", "AR"], ["bogotá", "Bogotá", "CO"], ["bogota", "Bogotá", "CO"], ["caracas", "Caracas", "VE"],
      ["santiago", "Santiago", "CL"], ["lima", "Lima", "PE"], ["dublin", "Dublin", "IE"], ["stockholm", "Stockholm", "SE"], ["oslo", "Oslo", "NO"],
      ["copenhagen", "Copenhagen", "DK"], ["helsinki", "Helsinki", "FI"], ["warsaw", "Warsaw", "PL"], ["lisbon", "Lisbon", "PT"], ["lisboa", "Lisbon", "PT"],
      ["brussels", "Brussels", "BE"], ["zurich", "Zurich", "CH"], ["zürich", "Zurich", "CH"], ["geneva", "Geneva", "CH"], ["vienna", "Vienna", "AT"], ["wien", "Vienna", "AT"],
      ["athens", "Athens", "GR"], ["moscow", "Moscow", "RU"], ["kyiv", "Kyiv", "UA"], ["kiev", "Kyiv", "UA"], ["riyadh", "Riyadh", "SA"], ["jeddah", "Jeddah", "SA"],
      ["cairo", "Cairo", "EG"], ["nairobi", "Nairobi", "KE"], ["accra", "Accra", "GH"], ["karachi", "Karachi", "PK"], ["lahore", "Lahore", "PK"], ["dhaka", "Dhaka", "BD"],
      ["beijing", "Beijing", "CN"], ["shanghai", "Shanghai", "CN"], ["taipei", "Taipei", "TW"], ["kuala lumpur", "Kuala Lumpur", "MY"], ["bangkok", "Bangkok", "TH"],
      ["hanoi", "Hanoi", "VN"], ["ho chi minh city", "Ho Chi Minh City", "VN"], ["auckland", "Auckland", "NZ"], ["tel aviv", "Tel Aviv", "IL"], ["doha", "Doha", "QA"],
    ] as const
  ).map(([alias, city, code]) => [alias, { city, code }]),
);

/** US state and Canadian province codes, as in "Austin, TX". */
export const US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split(" "),
);
export const US_STATE_NAMES = new Set(
  ["alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware", "florida", "georgia", "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas", "kentucky", "louisiana", "maine", "maryland", "massachusetts", "michigan", "minnesota", "mississippi", "missouri", "montana", "nebraska", "nevada", "new hampshire", "new jersey", "new mexico", "north carolina", "north dakota", "ohio", "oklahoma", "oregon", "pennsylvania", "rhode island", "south carolina", "south dakota", "tennessee", "texas", "utah", "vermont", "virginia", "washington", "west virginia", "wisconsin", "wyoming"],
);
