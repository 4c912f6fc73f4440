import { STORAGE_KEYS } from '@edna/shared-contracts';
import { escapeHtml } from '../../shared/html';

/**
 * Applies the visitor's theme before the first paint (the stored choice, else the system's light or dark preference),
 * with the same storage keys, rule and root attributes the shell's theme preference uses: the page's colours are CSS
 * custom properties chosen by those attributes, so a dark or high-contrast visitor never sees the light page flash.
 */
const THEME_SCRIPT =
  `try{var s=window.localStorage,r=document.documentElement;` +
  `var t=s.getItem(${JSON.stringify(STORAGE_KEYS.theme)});` +
  `r.dataset.theme=t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches)?'dark':'light';` +
  `r.dataset.contrast=s.getItem(${JSON.stringify(STORAGE_KEYS.highContrast)})==='true'?'high':'normal'}catch(e){}`;

/** The theme script as the document's first script, under the page nonce. */
export function themeScript(nonce: string): string {
  return `<script nonce="${escapeHtml(nonce)}">${THEME_SCRIPT}</script>`;
}
