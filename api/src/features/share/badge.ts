import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { PRODUCT_NAME, PRODUCT_TAGLINE, TYPE_INFO_BY_TYPE, TYPE_TAGLINES, type EntrepreneurType } from '@edna/shared-contracts';
import { escapeHtml } from '../../shared/html';

export const BADGE_WIDTH = 1200;
export const BADGE_HEIGHT = 630;

/** Accent colour per type (the light theme's type colours, bright enough on the dark badge background). */
const TYPE_COLORS: Record<EntrepreneurType, { accent: string; glow: string }> = {
  Visionary: { accent: '#a78bfa', glow: '#6d28d9' },
  Pragmatist: { accent: '#93c5fd', glow: '#1d4ed8' },
  Hustler: { accent: '#fdba74', glow: '#c2410c' },
  Craftsman: { accent: '#6ee7b7', glow: '#047857' },
  'Social Driver': { accent: '#f9a8d4', glow: '#be185d' },
};

function interFontFiles(): string[] {
  const packageDir = path.dirname(require.resolve('@expo-google-fonts/inter/package.json'));
  return [path.join(packageDir, '400Regular', 'Inter_400Regular.ttf'), path.join(packageDir, '700Bold', 'Inter_700Bold.ttf')];
}

/** The badge as SVG: product name, "I'm a", the type, its description and tagline, and the call to action. */
export function badgeSvg(type: EntrepreneurType): string {
  const { accent, glow } = TYPE_COLORS[type];
  const rawDescription = TYPE_INFO_BY_TYPE[type].description;
  const description = rawDescription.charAt(0).toUpperCase() + rawDescription.slice(1);
  const typeSize = type.length > 10 ? 112 : 128;
  const text = (value: string) => escapeHtml(value);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" viewBox="0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#11132a"/>
      <stop offset="1" stop-color="#1c1f3d"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.2" r="0.7">
      <stop offset="0" stop-color="${glow}" stop-opacity="0.75"/>
      <stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" fill="url(#bg)"/>
  <rect width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" fill="url(#glow)"/>
  <rect x="0" y="0" width="16" height="${BADGE_HEIGHT}" fill="${accent}"/>
  <g fill="${accent}">
    <circle cx="96" cy="92" r="10"/><circle cx="124" cy="72" r="10"/><circle cx="124" cy="112" r="10"/><circle cx="152" cy="92" r="10"/>
  </g>
  <text x="184" y="104" font-family="Inter" font-weight="700" font-size="36" fill="#ffffff">${text(PRODUCT_NAME)}</text>
  <text x="80" y="250" font-family="Inter" font-weight="400" font-size="48" fill="#d9dcf0">I’m a</text>
  <text x="76" y="${250 + typeSize + 4}" font-family="Inter" font-weight="700" font-size="${typeSize}" fill="${accent}">${text(type)}</text>
  <text x="80" y="${250 + typeSize + 78}" font-family="Inter" font-weight="700" font-size="40" fill="#ffffff">${text(description)}</text>
  <text x="80" y="${250 + typeSize + 132}" font-family="Inter" font-weight="400" font-size="34" fill="#d9dcf0">${text(TYPE_TAGLINES[type])}</text>
  <rect x="80" y="548" width="1040" height="2" fill="#383d5c"/>
  <text x="80" y="596" font-family="Inter" font-weight="400" font-size="28" fill="#b3b8d4">${text(PRODUCT_TAGLINE)} — take the quiz</text>
</svg>`;
}

/** Renders the badge PNG with the embedded Inter font (no system fonts, so every server draws the same image). */
export function renderBadgePng(type: EntrepreneurType): Buffer {
  const resvg = new Resvg(badgeSvg(type), {
    fitTo: { mode: 'original' },
    font: { fontFiles: interFontFiles(), loadSystemFonts: false, defaultFontFamily: 'Inter' },
  });
  return resvg.render().asPng();
}

const cache = new Map<EntrepreneurType, Buffer>();

/** The badge PNG of a type, rendered once per process. */
export function badgePng(type: EntrepreneurType): Buffer {
  let png = cache.get(type);
  if (!png) {
    png = renderBadgePng(type);
    cache.set(type, png);
  }
  return png;
}
