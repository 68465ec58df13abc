/**
 * Advertiser categories: the top tier of the IAB content taxonomy (1.0), which X's ads API uses to
 * describe what an advertiser's business is about.
 */
export const ADVERTISER_CATEGORIES = [
  { id: "IAB1", name: "Arts & Entertainment" },
  { id: "IAB2", name: "Automotive" },
  { id: "IAB3", name: "Business" },
  { id: "IAB4", name: "Careers" },
  { id: "IAB5", name: "Education" },
  { id: "IAB6", name: "Family & Parenting" },
  { id: "IAB7", name: "Health & Fitness" },
  { id: "IAB8", name: "Food & Drink" },
  { id: "IAB9", name: "Hobbies & Interests" },
  { id: "IAB10", name: "Home & Garden" },
  { id: "IAB11", name: "Law, Government & Politics" },
  { id: "IAB12", name: "News" },
  { id: "IAB13", name: "Personal Finance" },
  { id: "IAB14", name: "Society" },
  { id: "IAB15", name: "Science" },
  { id: "IAB16", name: "Pets" },
  { id: "IAB17", name: "Sports" },
  { id: "IAB18", name: "Style & Fashion" },
  { id: "IAB19", name: "Technology & Computing" },
  { id: "IAB20", name: "Travel" },
  { id: "IAB21", name: "Real Estate" },
  { id: "IAB22", name: "Shopping" },
  { id: "IAB23", name: "Religion & Spirituality" },
] as const;
