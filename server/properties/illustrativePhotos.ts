/**
 * Pictures for a listing that has no photos (every demo listing): drawings generated from the listing's own facts, each
 * stamped "Illustrative image — no listing photo" across the top and carrying the address, so none can pass for a photo.
 * They are returned as `data:` URLs inside the signed-in answer (an <img> cannot send the bearer token, and a public
 * picture route would hand out addresses without a search).
 */
export const ILLUSTRATIVE_LABEL = 'Illustrative image — no listing photo';

export interface IllustrativeFacts {
  id: number;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  bedrooms: number | null;
  bathrooms: number | null;
  living_area: number | null;
  lot_size_sqft: number | null;
  year_built: number | null;
  property_subtype: string | null;
}

export interface GalleryPhoto {
  url: string;
  kind: 'photo' | 'illustrative';
  caption: string;
}

const W = 800;
const H = 500;
/** Siding and roof colours, picked by listing id so one property always looks the same. */
const PALETTES: [siding: string, roof: string, door: string][] = [
  ['#d7ccc8', '#6d4c41', '#8d6e63'],
  ['#cfd8dc', '#455a64', '#b71c1c'],
  ['#fff3e0', '#8d6e63', '#33691e'],
  ['#e8eaf6', '#37474f', '#1a237e'],
  ['#f1f8e9', '#5d4037', '#4e342e'],
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const number = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The frame every illustrative picture shares: the label on top, the address below, a light dashed border. */
function frame(facts: IllustrativeFacts, title: string, body: string) {
  const place = `${facts.address}, ${facts.city}, ${facts.state} ${facts.postal_code}`;
  const label = `${ILLUSTRATIVE_LABEL}: ${title}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(`${label}, ${place}`)}">
<title>${escapeXml(`${label} — ${place}`)}</title>
<rect width="${W}" height="${H}" fill="#f5f7f8"/>
${body}
<rect x="0" y="0" width="${W}" height="44" fill="#263238"/>
<text x="${W / 2}" y="29" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="bold" fill="#ffffff">${escapeXml(ILLUSTRATIVE_LABEL.toUpperCase())}</text>
<rect x="0" y="${H - 64}" width="${W}" height="64" fill="#ffffff" fill-opacity="0.92"/>
<text x="24" y="${H - 36}" font-family="sans-serif" font-size="20" font-weight="bold" fill="#263238">${escapeXml(facts.address)}</text>
<text x="24" y="${H - 12}" font-family="sans-serif" font-size="15" fill="#546e7a">${escapeXml(`${facts.city}, ${facts.state} ${facts.postal_code} · ${title}`)}</text>
<rect x="2" y="2" width="${W - 4}" height="${H - 4}" fill="none" stroke="#90a4ae" stroke-width="4" stroke-dasharray="14 10"/>
</svg>`;
}

/** A front elevation: one storey up to 2,200 sq ft, two above; siding, roof and door colours from the id. */
function exterior(facts: IllustrativeFacts) {
  const [siding, roof, door] = PALETTES[facts.id % PALETTES.length]!;
  const twoStorey = (facts.living_area ?? 0) > 2200;
  const wallTop = twoStorey ? 170 : 240;
  const windows = [250, 490].map(
    (x) => `<rect x="${x}" y="${wallTop + 40}" width="70" height="60" fill="#b3e5fc" stroke="#546e7a" stroke-width="4"/>`,
  );
  if (twoStorey)
    windows.push(
      ...[250, 490].map((x) => `<rect x="${x}" y="320" width="70" height="60" fill="#b3e5fc" stroke="#546e7a" stroke-width="4"/>`),
    );
  const built = facts.year_built ? `Built ${facts.year_built}` : 'Year built unknown';
  return frame(
    facts,
    'exterior sketch',
    `<rect x="0" y="400" width="${W}" height="40" fill="#a5d6a7"/>
<circle cx="680" cy="110" r="36" fill="#ffe082"/>
<rect x="200" y="${wallTop}" width="400" height="${400 - wallTop}" fill="${siding}" stroke="#546e7a" stroke-width="4"/>
<polygon points="180,${wallTop} 400,${wallTop - 110} 620,${wallTop}" fill="${roof}"/>
${windows.join('\n')}
<rect x="375" y="330" width="50" height="70" fill="${door}"/>
<text x="${W / 2}" y="${wallTop - 122}" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#546e7a">${escapeXml(built)}</text>`,
  );
}

/** A schematic floor plan: one box per bedroom and bathroom beside the living area and kitchen (not to scale). */
function floorPlan(facts: IllustrativeFacts) {
  const beds = Math.min(Math.max(facts.bedrooms ?? 0, 0), 6);
  const baths = Math.min(Math.max(facts.bathrooms ?? 0, 0), 4);
  const rooms = [...Array.from({ length: beds }, (_, i) => `Bed ${i + 1}`), ...Array.from({ length: baths }, (_, i) => `Bath ${i + 1}`)];
  const columns = Math.max(Math.ceil(rooms.length / 2), 1);
  const cellW = 420 / columns;
  const cells = rooms.map((name, i) => {
    const x = 340 + (i % columns) * cellW;
    const y = i < columns ? 80 : 240;
    return `<rect x="${x}" y="${y}" width="${cellW}" height="160" fill="#ffffff" stroke="#37474f" stroke-width="3"/>
<text x="${x + cellW / 2}" y="${y + 85}" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#37474f">${name}</text>`;
  });
  const area = facts.living_area ? `${number(facts.living_area)} sq ft` : 'living area unknown';
  const summary = `${plural(facts.bedrooms ?? 0, 'bed')} · ${plural(facts.bathrooms ?? 0, 'bath')} · ${area} · not to scale`;
  return frame(
    facts,
    'floor plan sketch',
    `<rect x="40" y="80" width="300" height="200" fill="#ffffff" stroke="#37474f" stroke-width="3"/>
<text x="190" y="185" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#37474f">Living</text>
<rect x="40" y="280" width="300" height="120" fill="#ffffff" stroke="#37474f" stroke-width="3"/>
<text x="190" y="345" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#37474f">Kitchen</text>
${cells.join('\n')}
<text x="40" y="426" font-family="sans-serif" font-size="16" fill="#546e7a">${escapeXml(summary)}</text>`,
  );
}

/** The lot and the street it fronts, with the lot size when the listing states it. */
function site(facts: IllustrativeFacts) {
  const lot = facts.lot_size_sqft ? `Lot ${number(facts.lot_size_sqft)} sq ft` : 'Lot size not stated';
  // RESO spells subtypes in PascalCase: SingleFamilyResidence → Single Family Residence.
  const type = (facts.property_subtype ?? 'Property').replace(/([a-z])([A-Z])/g, '$1 $2');
  return frame(
    facts,
    'site sketch',
    `<rect x="0" y="330" width="${W}" height="70" fill="#b0bec5"/>
<line x1="0" y1="365" x2="${W}" y2="365" stroke="#ffffff" stroke-width="4" stroke-dasharray="30 20"/>
<rect x="220" y="90" width="360" height="230" fill="#c8e6c9" stroke="#388e3c" stroke-width="4" stroke-dasharray="12 8"/>
<rect x="320" y="150" width="160" height="110" fill="#eceff1" stroke="#546e7a" stroke-width="4"/>
<text x="400" y="212" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#37474f">${escapeXml(type)}</text>
<text x="400" y="310" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#2e7d32">${escapeXml(lot)}</text>`,
  );
}

const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The three drawings, in the order the gallery shows them, each with a caption that says what it is. */
export function illustrativePhotos(facts: IllustrativeFacts): GalleryPhoto[] {
  return [
    { url: dataUrl(exterior(facts)), kind: 'illustrative', caption: `Exterior sketch (${ILLUSTRATIVE_LABEL.toLowerCase()})` },
    {
      url: dataUrl(floorPlan(facts)),
      kind: 'illustrative',
      caption: `Floor plan sketch, not to scale (${ILLUSTRATIVE_LABEL.toLowerCase()})`,
    },
    { url: dataUrl(site(facts)), kind: 'illustrative', caption: `Site sketch (${ILLUSTRATIVE_LABEL.toLowerCase()})` },
  ];
}

/** The listing's own photos when it has any, captioned "Photo i of n" when the feed gave no caption; otherwise the drawings. */
export function galleryPhotos(media: { url: string; kind: string; caption?: string }[], facts: IllustrativeFacts): GalleryPhoto[] {
  const photos = media.filter((m) => m.kind === 'photo');
  if (photos.length === 0) return illustrativePhotos(facts);
  return photos.map((m, i) => ({ url: m.url, kind: 'photo', caption: m.caption?.trim() || `Photo ${i + 1} of ${photos.length}` }));
}
