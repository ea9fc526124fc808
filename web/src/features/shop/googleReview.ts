// The canned sample review of the Google reviews card (spec section 2): chosen by a keyword in
// the business name. It is not real data; the card says so.
const REVIEWS: { keyword: string; author: string; text: string }[] = [
  { keyword: 'elegant', author: 'Sophie M.', text: 'An elegant shop with real attention to detail. My cut was perfect.' },
  { keyword: 'classic', author: 'James R.', text: 'Proper classic barbering. Hot towel finish and a sharp cut every time.' },
  { keyword: 'modern', author: 'Priya K.', text: 'Modern styles done right. They listened and nailed the look I wanted.' },
  { keyword: 'royal', author: 'Daniel O.', text: 'Treated like royalty. Best fade I have had in years.' },
  { keyword: 'elite', author: 'Hamish C.', text: 'Elite service from start to finish. Booking online took a minute.' },
];
const GENERIC = { author: 'Alex T.', text: 'Friendly barbers, easy booking and a great haircut. Highly recommended.' };

export function sampleReview(businessName: string) {
  const name = businessName.toLowerCase();
  return REVIEWS.find((r) => name.includes(r.keyword)) ?? GENERIC;
}

/** Leave a Review appears only for a Google address (the spec's "{host}" or g.co). */
export function isGoogleReviewUrl(url: string): boolean {
  return /google\.|g\.co/i.test(url);
}
