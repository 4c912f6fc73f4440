/** Ad-network settings rules, shared by the admin form and the API. */
import { isValidAdClient } from './ad-client';

export { isValidAdClient };

export const AD_SETTINGS_MESSAGES = {
  atLeastOne: 'Please enter at least one of the required fields',
  badClient: 'The client ID must look like ca-pub- followed by 16 digits',
  badVerification: 'The verification must be a google-site-verification meta tag or its content value',
} as const;

const VERIFICATION_VALUE_PATTERN = /^[A-Za-z0-9_-]{10,100}$/;
const META_TAG_PATTERN = /^<meta\s[^<>]*>$/i;
const META_NAME_PATTERN = /\sname\s*=\s*(["'])google-site-verification\1/i;
const META_CONTENT_PATTERN = /\scontent\s*=\s*(["'])([^"'<>]*)\1/i;

/**
 * Accepts either a full `<meta name="google-site-verification" content="…">` tag or only its content value and
 * returns the content value; null when the input is neither.
 */
export function parseSiteVerification(input: string): string | null {
  const value = input.trim();
  if (VERIFICATION_VALUE_PATTERN.test(value)) return value;
  if (!META_TAG_PATTERN.test(value) || !META_NAME_PATTERN.test(value)) return null;
  const content = META_CONTENT_PATTERN.exec(value)?.[2] ?? '';
  return VERIFICATION_VALUE_PATTERN.test(content) ? content : null;
}

/** The field a refused ad setting is about ('both' when neither was filled in). */
export type AdSettingsField = 'client' | 'verification' | 'both';

export type AdSettingsCheck =
  | { ok: true; googleAdClient: string; googleVerification: string }
  | { ok: false; message: string; code: 'missing_fields' | 'invalid_ad_settings'; field: AdSettingsField };

export function validateAdSettings(input: { googleAdClient?: string; googleVerification?: string }): AdSettingsCheck {
  const client = (input.googleAdClient ?? '').trim();
  const verificationInput = (input.googleVerification ?? '').trim();
  if (!client && !verificationInput) return { ok: false, message: AD_SETTINGS_MESSAGES.atLeastOne, code: 'missing_fields', field: 'both' };
  if (client && !isValidAdClient(client)) return { ok: false, message: AD_SETTINGS_MESSAGES.badClient, code: 'invalid_ad_settings', field: 'client' };
  let verification = '';
  if (verificationInput) {
    const parsed = parseSiteVerification(verificationInput);
    if (parsed === null) return { ok: false, message: AD_SETTINGS_MESSAGES.badVerification, code: 'invalid_ad_settings', field: 'verification' };
    verification = parsed;
  }
  return { ok: true, googleAdClient: client, googleVerification: verification };
}
