/** Street words as people type them → the USPS abbreviations listings use. */
const WORDS: Record<string, string> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  drive: 'dr',
  lane: 'ln',
  road: 'rd',
  court: 'ct',
  boulevard: 'blvd',
  place: 'pl',
  circle: 'cir',
  terrace: 'ter',
  parkway: 'pkwy',
  highway: 'hwy',
  way: 'way',
  square: 'sq',
  trail: 'trl',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  apartment: 'unit',
  apt: 'unit',
  suite: 'unit',
  ste: 'unit',
};

/** Lower case, punctuation to spaces, "#4" to "unit 4", street words abbreviated: one spelling of a street line. */
export function normalizeStreet(text: string): string {
  return text
    .toLowerCase()
    .replace(/#\s*/g, ' unit ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w)
    .join(' ');
}

export interface ParsedAddress {
  /** The normalised street line (first part before a comma, or the whole text). */
  street: string;
  houseNumber: string | null;
  zip: string | null;
  /** Normalised words after the street line (city, state). */
  place: string[];
}

/** "123 Main Street, Springfield, IL 62701" → street "123 main st", number "123", ZIP "62701", place ["springfield", "il"]. */
export function parseAddress(text: string): ParsedAddress {
  const zip = /\b(\d{5})(?:-\d{4})?\s*$/.exec(text.trim())?.[1] ?? null;
  const withoutZip = zip ? text.trim().replace(/\b\d{5}(?:-\d{4})?\s*$/, '') : text;
  const [first = '', ...rest] = withoutZip.split(',');
  const street = normalizeStreet(first);
  return {
    street,
    houseNumber: /^(\d+[a-z]?)\b/.exec(street)?.[1] ?? null,
    zip,
    place: rest
      .join(' ')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .filter(Boolean),
  };
}

export interface AddressCandidate {
  id: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  status: string;
}

/**
 * How well a listing matches what was typed (0 = not at all): the street line must match after normalising (or typed words
 * must all be in it, e.g. a missing "St"), a typed ZIP must be the listing's, typed city and state words must be its.
 */
export function matchScore(typed: ParsedAddress, c: AddressCandidate): number {
  const street = normalizeStreet(c.street);
  if (!typed.street || !typed.houseNumber) return 0;
  let score: number;
  if (street === typed.street) score = 3;
  else {
    const words = street.split(' ');
    const typedWords = typed.street.split(' ');
    if (words[0] !== typed.houseNumber || !typedWords.every((w) => words.includes(w))) return 0;
    score = 2;
  }
  if (typed.zip) {
    if (typed.zip !== c.postal_code) return 0;
    score += 2;
  }
  if (typed.place.length) {
    const place = `${c.city} ${c.state}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .split(' ');
    if (!typed.place.every((w) => place.includes(w))) return 0;
    score += 1;
  }
  return score + (c.status === 'for_sale' ? 0.5 : 0);
}

/** The best-matching listing, or null. */
export function bestMatch(typed: ParsedAddress, candidates: AddressCandidate[]): AddressCandidate | null {
  let best: AddressCandidate | null = null;
  let bestScore = 0;
  for (const c of candidates) {
    const score = matchScore(typed, c);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best;
}
