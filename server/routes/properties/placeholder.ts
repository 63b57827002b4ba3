/** The demo data has no photos: an honest, generated picture that says so (never a stock photo). */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="No photo available">
<rect width="640" height="400" fill="#eceff1"/>
<path d="M220 230 L320 150 L420 230 V300 H220 Z" fill="none" stroke="#90a4ae" stroke-width="10" stroke-linejoin="round"/>
<rect x="295" y="245" width="50" height="55" fill="#90a4ae"/>
<text x="320" y="350" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#607d8b">No photo available</text>
</svg>`;
