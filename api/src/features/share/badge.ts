import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import {
  CATEGORY_KEYS,
  PRODUCT_NAME,
  PRODUCT_TAGLINE,
  TYPE_INFO,
  TYPE_INFO_BY_TYPE,
  TYPE_TAGLINES,
  type EntrepreneurType,
  type TypeMix,
} from '@edna/shared-contracts';
import { escapeHtml } from '../../shared/html';

export const BADGE_WIDTH = 1200;
export const BADGE_HEIGHT = 630;
/**
 * The width of the smaller copy the share page shows on phones and ordinary screens (the page's column is 42rem at
 * most; dense screens wider than that get the full badge): about 60% of the full badge's bytes. Social networks get
 * the full size.
 */
export const BADGE_PAGE_WIDTH = 800;
export type BadgeWidth = typeof BADGE_WIDTH | typeof BADGE_PAGE_WIDTH;

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

const text = (value: string) => escapeHtml(value);

function backdrop(type: EntrepreneurType): string {
  const { accent, glow } = TYPE_COLORS[type];
  return `<defs>
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
  <text x="184" y="104" font-family="Inter" font-weight="700" font-size="36" fill="#ffffff">${text(PRODUCT_NAME)}</text>`;
}

const footer = `<rect x="80" y="548" width="1040" height="2" fill="#383d5c"/>
  <text x="80" y="596" font-family="Inter" font-weight="400" font-size="28" fill="#b3b8d4">${text(PRODUCT_TAGLINE)} — take the quiz</text>`;

/** The badge around its middle: the backdrop in the type's colours with the product name above, the call to action below. */
const badgeDocument = (type: EntrepreneurType, middle: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" viewBox="0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}">
  ${backdrop(type)}
  ${middle}
  ${footer}
</svg>`;

const sentenceCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The type-only badge (a share made without a kept result): "I'm a", the type, its description and tagline. */
function typeBadgeSvg(type: EntrepreneurType): string {
  const { accent } = TYPE_COLORS[type];
  const typeSize = type.length > 10 ? 112 : 128;
  return badgeDocument(
    type,
    `<text x="80" y="250" font-family="Inter" font-weight="400" font-size="48" fill="#d9dcf0">I’m a</text>
  <text x="76" y="${250 + typeSize + 4}" font-family="Inter" font-weight="700" font-size="${typeSize}" fill="${accent}">${text(type)}</text>
  <text x="80" y="${250 + typeSize + 78}" font-family="Inter" font-weight="700" font-size="40" fill="#ffffff">${text(sentenceCase(TYPE_INFO_BY_TYPE[type].description))}</text>
  <text x="80" y="${250 + typeSize + 132}" font-family="Inter" font-weight="400" font-size="34" fill="#d9dcf0">${text(TYPE_TAGLINES[type])}</text>`,
  );
}

const MIX_LEFT = 80;
const MIX_WIDTH = 1040;
const MIX_BAR_Y = 370;
/** Baseline of the result's clarity sentence, between the mix and the footer. */
const CONFIDENCE_Y = 530;
const MIX_BAR_HEIGHT = 36;

/**
 * The five-type mix: one bar split in proportion to the percentages (in option order), and under it each type
 * with its colour and percentage, so the mix reads without telling colours apart.
 */
function mixSvg(mix: TypeMix): string {
  const segments: string[] = [];
  let x = MIX_LEFT;
  const total = CATEGORY_KEYS.reduce((sum, key) => sum + Math.max(0, mix[key]), 0) || 1;
  TYPE_INFO.forEach((info) => {
    const width = (MIX_WIDTH * Math.max(0, mix[info.key])) / total;
    if (width > 0) segments.push(`<rect x="${x.toFixed(1)}" y="${MIX_BAR_Y}" width="${width.toFixed(1)}" height="${MIX_BAR_HEIGHT}" fill="${TYPE_COLORS[info.type].accent}"/>`);
    x += width;
  });
  const column = MIX_WIDTH / TYPE_INFO.length;
  const labels = TYPE_INFO.map((info, index) => {
    const left = MIX_LEFT + index * column;
    return `<rect x="${left}" y="${MIX_BAR_Y + 54}" width="18" height="18" rx="4" fill="${TYPE_COLORS[info.type].accent}"/>
    <text x="${left + 28}" y="${MIX_BAR_Y + 71}" font-family="Inter" font-weight="400" font-size="24" fill="#d9dcf0">${text(info.type)}</text>
    <text x="${left}" y="${MIX_BAR_Y + 112}" font-family="Inter" font-weight="700" font-size="36" fill="#ffffff">${Math.round(mix[info.key])}%</text>`;
  });
  return `<clipPath id="mix-bar"><rect x="${MIX_LEFT}" y="${MIX_BAR_Y}" width="${MIX_WIDTH}" height="${MIX_BAR_HEIGHT}" rx="${MIX_BAR_HEIGHT / 2}"/></clipPath>
  <g clip-path="url(#mix-bar)"><rect x="${MIX_LEFT}" y="${MIX_BAR_Y}" width="${MIX_WIDTH}" height="${MIX_BAR_HEIGHT}" fill="#2a2e50"/>${segments.join('')}</g>
  ${labels.join('\n  ')}`;
}

/**
 * The badge of a kept result: "I'm a", the primary type and its description, the five-type mix, then how clear the
 * result is in words (its clarity sentence; none for a result stored before results carried one).
 */
function mixBadgeSvg(type: EntrepreneurType, mix: TypeMix, confidence: string | null): string {
  const { accent } = TYPE_COLORS[type];
  const typeSize = type.length > 10 ? 96 : 108;
  return badgeDocument(
    type,
    `<text x="80" y="190" font-family="Inter" font-weight="400" font-size="40" fill="#d9dcf0">I’m a</text>
  <text x="76" y="${190 + typeSize}" font-family="Inter" font-weight="700" font-size="${typeSize}" fill="${accent}">${text(type)}</text>
  <text x="80" y="352" font-family="Inter" font-weight="700" font-size="34" fill="#ffffff">${text(sentenceCase(TYPE_INFO_BY_TYPE[type].description))}</text>
  ${mixSvg(mix)}${confidence ? `
  <text x="80" y="${CONFIDENCE_Y}" font-family="Inter" font-weight="700" font-size="28" fill="#ffffff">${text(confidence)}</text>` : ''}`,
  );
}

/** The badge as SVG: with the five-type mix of a kept result when there is one, else the type alone. */
export function badgeSvg(type: EntrepreneurType, mix?: TypeMix | null, confidence: string | null = null): string {
  return mix ? mixBadgeSvg(type, mix, confidence) : typeBadgeSvg(type);
}

/** Renders the badge PNG with the embedded Inter font (no system fonts, so every server draws the same image). */
export function renderBadgePng(type: EntrepreneurType, mix?: TypeMix | null, width: BadgeWidth = BADGE_WIDTH, confidence: string | null = null): Buffer {
  const resvg = new Resvg(badgeSvg(type, mix, confidence), {
    fitTo: width === BADGE_WIDTH ? { mode: 'original' } : { mode: 'width', value: width },
    font: { fontFiles: interFontFiles(), loadSystemFonts: false, defaultFontFamily: 'Inter' },
  });
  return resvg.render().asPng();
}

/** Rendered badges by what they show (type and mix); past this many, the least recently used is dropped. */
const CACHE_LIMIT = 256;
const cache = new Map<string, Buffer>();

const badgeKey = (type: EntrepreneurType, mix: TypeMix | null | undefined, width: BadgeWidth, confidence: string | null) =>
  `${width}|${mix ? `${type}|${CATEGORY_KEYS.map((key) => Math.round(mix[key])).join(',')}|${confidence ?? ''}` : type}`;

/** The badge PNG of a type (and mix and clarity sentence) at a width, rendered once and kept while recently used. */
export function badgePng(type: EntrepreneurType, mix?: TypeMix | null, width: BadgeWidth = BADGE_WIDTH, confidence: string | null = null): Buffer {
  const key = badgeKey(type, mix, width, confidence);
  let png = cache.get(key);
  if (png) {
    cache.delete(key);
  } else {
    png = renderBadgePng(type, mix, width, confidence);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, png);
  return png;
}
