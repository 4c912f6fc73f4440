import { AD_SETTINGS_MESSAGES, parseSiteVerification, validateAdSettings } from './ad-settings';

describe('ad settings rules', () => {
  it('needs at least one field', () => {
    expect(validateAdSettings({ googleAdClient: ' ', googleVerification: '' })).toEqual({
      ok: false,
      message: 'Please enter at least one of the required fields',
      code: 'missing_fields',
      field: 'both',
    });
  });

  it('stores only the content value of a full meta tag', () => {
    const tag = '<meta name="google-site-verification" content="abcDEF123_-xyz" />';
    expect(parseSiteVerification(tag)).toBe('abcDEF123_-xyz');
    expect(parseSiteVerification('abcDEF123_-xyz')).toBe('abcDEF123_-xyz');
  });

  it.each([
    '<meta name="description" content="abcDEF123_-xyz">',
    '<script>alert(1)</script>',
    '"><script>alert(1)</script>',
    '<meta name="google-site-verification" content="x"><script>',
    'short',
  ])('refuses %p as verification', (input) => {
    expect(parseSiteVerification(input)).toBeNull();
    expect(validateAdSettings({ googleVerification: input })).toEqual({ ok: false, message: AD_SETTINGS_MESSAGES.badVerification, code: 'invalid_ad_settings', field: 'verification' });
  });

  it('checks the ca-pub- client id', () => {
    expect(validateAdSettings({ googleAdClient: 'ca-pub-1234567890123456' })).toEqual({
      ok: true,
      googleAdClient: 'ca-pub-1234567890123456',
      googleVerification: '',
    });
    expect(validateAdSettings({ googleAdClient: 'pub-1' })).toEqual({ ok: false, message: AD_SETTINGS_MESSAGES.badClient, code: 'invalid_ad_settings', field: 'client' });
  });
});
