/**
 * The legal pages' headings and introductions. Only the shell's privacy and terms pages show them, so they are no part
 * of `/site`: those pages import them through `@edna/shared-contracts/legal`, which is not shared (each page's own
 * chunk carries it), and `/rules` exports them too.
 */
export interface LegalPageHeading {
  title: string;
  /** Shown as "Last updated: {lastUpdated}". */
  lastUpdated: string;
  /** Machine-readable form of lastUpdated (YYYY-MM-DD). */
  lastUpdatedDateTime: string;
  /** The introduction's paragraphs, above the table of contents. */
  intro: readonly string[];
}

export const LEGAL_PAGE_HEADINGS = {
  privacy: {
    title: 'Privacy Policy',
    lastUpdated: 'November 21, 2026',
    lastUpdatedDateTime: '2026-11-21',
    intro: [
      'This Privacy Policy explains what information Entrepreneurial DNA (\u201cwe\u201d, \u201cus\u201d) collects when you use our ' +
        'website, including the entrepreneurial-type quiz, result badges and share links, and the Daily Business Theory ' +
        'Challenge crossword. It also explains how we use that information, who can see it, and the choices you have.',
      'We designed the site so that you can use it without an account. We do not ask for your name, email address or ' +
        'phone number to take the quiz or play the crossword.',
    ],
  },
  terms: {
    title: 'Terms of Use',
    lastUpdated: 'November 21, 2026',
    lastUpdatedDateTime: '2026-11-21',
    intro: [
      'These Terms of Use (\u201cTerms\u201d) are an agreement between you and Entrepreneurial DNA (\u201cwe\u201d, \u201cus\u201d). ' +
        'They cover your use of our website, the entrepreneurial-type quiz, result badges and share links, and the Daily ' +
        'Business Theory Challenge crossword with its leaderboards (together, the \u201cServices\u201d).',
      'By using the Services you agree to these Terms. If you do not agree, please do not use the Services. Our Privacy ' +
        'Policy explains how we handle information about you.',
    ],
  },
} as const satisfies Record<'privacy' | 'terms', LegalPageHeading>;
