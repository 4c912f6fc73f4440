import { LEGAL_PAGE_HEADINGS } from '@edna/shared-contracts/legal';
import { LegalPageLayout, LegalSection, type LegalSectionLink } from './legal-page-layout';

const PRIVACY_EMAIL = 'privacy@entrepreneurialdna.org';
const LEGAL_EMAIL = 'legal@entrepreneurialdna.org';
const GOOGLE_PARTNER_SITES_URL = 'https://policies.google.com/technologies/partner-sites';

/** The sections of the policy, in page order; the table of contents and the section ids both come from here. */
const PRIVACY_SECTIONS = {
  collect: { id: 'information-we-collect', title: 'Information we collect' },
  use: { id: 'how-we-use-information', title: 'How we use information' },
  security: { id: 'security', title: 'Security' },
  sharing: { id: 'sharing', title: 'Sharing and disclosure' },
  rights: { id: 'your-rights', title: 'Your rights and choices' },
  changes: { id: 'changes', title: 'Changes to this policy' },
  law: { id: 'governing-law', title: 'Governing law' },
  contact: { id: 'contact', title: 'Contact us' },
} as const satisfies Record<string, LegalSectionLink>;

const SECTION_LIST: readonly LegalSectionLink[] = Object.values(PRIVACY_SECTIONS);

export function PrivacyPage() {
  return (
    <LegalPageLayout heading={LEGAL_PAGE_HEADINGS.privacy} sections={SECTION_LIST}>
      <LegalSection {...PRIVACY_SECTIONS.collect}>
        <p>
          We collect only what the quiz and the crossword need to work, plus basic usage information that helps us
          understand and improve them.
        </p>

        <h3>Quiz answers and results</h3>
        <ul>
          <li>
            <strong>Your answers.</strong> The options you choose are sent to our server so that we can work out your
            result.
          </li>
          <li>
            <strong>Your result.</strong> We store your result: which of the five entrepreneurial types (Visionary,
            Pragmatist, Hustler, Craftsman or Social Driver) fits you best, and how strongly you scored for each of them.
          </li>
          <li>
            <strong>Your mood, if you choose to share it.</strong> For each question you may tell us how you feel
            (excited, curious, neutral, confused or stressed). This is optional; we record a mood only when you pick
            one, together with the question it relates to.
          </li>
        </ul>

        <h3>Usage events</h3>
        <p>
          When you use the quiz, we record simple events such as answering a question, viewing or closing the guide,
          viewing your result, generating or downloading your badge, sharing to a social network and copying your
          result link. Each event is stored with a timestamp and your browser&rsquo;s user agent, a short text your
          browser sends with every request that describes the browser, its version and your operating system.
        </p>

        <h3>Crossword scores</h3>
        <p>
          When you finish the Daily Business Theory Challenge, we receive the username you chose, the puzzle date,
          your completion time, the number of hints you used and mistakes you made, and the score we calculate from
          them. Your username and these score details are shown publicly on the daily and all-time leaderboards.
        </p>

        <h3>Information stored in your browser</h3>
        <p>Some information is kept only in your own browser, not on our server:</p>
        <ul>
          <li>
            <strong>Session storage</strong> (cleared when you close the tab or window): a random quiz session
            identifier in the form <code>session_&#123;timestamp&#125;_&#123;random&#125;</code>, your quiz result,
            and the order in which each question&rsquo;s answer options were shown to you. The session identifier is
            generated at random; it is not based on who you are. It is also sent to us together with your quiz
            answers.
          </li>
          <li>
            <strong>Local storage</strong> (kept until you clear it): your light or dark theme preference, whether
            high-contrast mode is on, your crossword username, so that you do not have to type it again, and the compare
            codes of your own quiz results, so that opening your own compare link says it is yours.
          </li>
          <li>We also remember your answer to the cookie banner, so that we do not ask you on every visit.</li>
        </ul>

        <h3>Cookies</h3>
        <p>
          We do not set cookies for visitors. Only administrators receive a cookie from us: a sign-in cookie that page
          scripts cannot read (an &ldquo;httpOnly&rdquo; cookie) and that browsers never send along with requests
          started by other websites. If advertising is switched on and you accept the cookie banner, Google
          AdSense may set and read its own cookies, as described under{' '}
          <a href={`#${PRIVACY_SECTIONS.sharing.id}`}>Sharing and disclosure</a>.
        </p>

        <h3>IP addresses</h3>
        <p>
          Like every website, our server sees the IP address your request comes from. We keep IP addresses only
          briefly, in server logs, to apply rate limits that protect the site from abuse. We do not store them with
          your quiz results, moods or crossword scores.
        </p>

        <h3>What &ldquo;anonymous&rdquo; means here</h3>
        <p>
          We describe our quiz data as anonymized because it is not linked to a name, an email address or an account:
          we never collect those for the quiz. Please keep in mind that each event does carry a random session
          identifier and your browser&rsquo;s user agent, and that a crossword username is whatever you type. If you
          choose your real name as a username, it will be public.
        </p>
      </LegalSection>

      <LegalSection {...PRIVACY_SECTIONS.use}>
        <p>We use the information described above to:</p>
        <ul>
          <li>calculate your quiz result and show it to you while your browser tab stays open;</li>
          <li>create your result badge image and share link when you ask for them;</li>
          <li>check crossword solutions, calculate scores and rank them on the daily and all-time leaderboards;</li>
          <li>remember your display preferences and your crossword username on your device;</li>
          <li>
            understand how the site is used and improve it, for example by looking at how many people finish the quiz,
            how results are spread across the five types, and which questions people find confusing or stressful;
          </li>
          <li>protect the site, for example by rate limiting requests and keeping the administrator area secure;</li>
          <li>show advertising, but only if it is switched on and you have accepted the cookie banner; and</li>
          <li>meet our legal obligations and enforce our Terms of Use.</li>
        </ul>
        <p>
          Only signed-in administrators can see the analytics: usage events with their timestamps and user agents,
          quiz results and moods. Administrators also use AI tools to help write quiz questions, make backups of the
          site&rsquo;s data and manage advertising settings.
        </p>
        <p>
          Entrepreneurial DNA was developed together with a research partner. If quiz data is used for research, it
          is used only in anonymized form, without names, email addresses or IP addresses.
        </p>
      </LegalSection>

      <LegalSection {...PRIVACY_SECTIONS.security}>
        <p>
          We take reasonable technical and organizational measures to protect the information we hold. The most
          effective one is collecting little: because visitors have no accounts, we hold no passwords, email addresses
          or payment details for them.
        </p>
        <ul>
          <li>
            Analytics, question generation, backups and advertising settings are available only to administrators who
            have signed in.
          </li>
          <li>
            Administrator sessions use an httpOnly cookie, which scripts on the page cannot read, and the server
            refuses changes that other websites try to make on an administrator&rsquo;s behalf (cross-site request
            forgery).
          </li>
          <li>
            Rate limiting reduces abuse of the site; the IP addresses it needs are kept only for a short time.
          </li>
          <li>Backups contain the same kinds of information described in this policy, and this policy applies to them too.</li>
        </ul>
        <p>
          No website or storage system is perfectly secure, so we cannot guarantee absolute security. If you use a
          shared or public device, close the tab when you finish the quiz (this clears session storage) and clear the
          site&rsquo;s data in your browser if you do not want your crossword username remembered. If you believe you
          have found a security problem, please tell us at <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
        </p>
      </LegalSection>

      <LegalSection {...PRIVACY_SECTIONS.sharing}>
        <p>Information leaves our hands only in the following situations:</p>
        <ul>
          <li>
            <strong>Public leaderboards.</strong> Your crossword username, completion time, hints used, mistakes, score
            and rank can be seen by anyone who visits the daily or all-time leaderboard.
          </li>
          <li>
            <strong>Sharing you start.</strong> When you share your result to Facebook, X (Twitter) or LinkedIn, download
            your badge or copy your result link, you decide what is posted and where. Once shared, your result is
            handled by that social network under its own terms and privacy policy, which we do not control. We record
            that a share happened and for which type; the share buttons do not give us your social network profile.
          </li>
          <li>
            <strong>Advertising.</strong> If administrators have set up Google AdSense, the advertising script is loaded
            only after you accept the cookie banner. If you decline, it is not loaded. Once loaded, Google and its
            partners may use cookies and collect information such as your IP address and details about your browser
            and device to show and measure ads, under Google&rsquo;s own policies. You can read more in{' '}
            <a href={GOOGLE_PARTNER_SITES_URL}>how Google uses information from sites that use its services</a>.
          </li>
          <li>
            <strong>Research.</strong> Any quiz data used for research with our research partner is anonymized, as
            described above.
          </li>
          <li>
            <strong>Legal reasons.</strong> We may disclose information if the law requires it, or where we reasonably
            believe it is necessary to protect the rights, safety or property of our visitors, the public or ourselves.
          </li>
        </ul>
      </LegalSection>

      <LegalSection {...PRIVACY_SECTIONS.rights}>
        <p>You have several choices that do not require contacting us:</p>
        <ul>
          <li>Mood tracking is optional; you can answer every question without telling us how you feel.</li>
          <li>
            You can decline the cookie banner, in which case the advertising script is not loaded. To change your answer
            later, use &ldquo;Cookie settings&rdquo; at the bottom of any page.
          </li>
          <li>
            You can pick a crossword username that does not identify you, or not play the crossword and so never
            appear on a leaderboard.
          </li>
          <li>You decide whether to share your result at all.</li>
          <li>
            You can delete what is stored in your browser at any time: session storage is cleared when you close the
            tab, and you can clear local storage and cookies in your browser&rsquo;s settings.
          </li>
        </ul>
        <p>
          You can also ask us for a copy of information about you, to correct it, or to delete it, for example to remove
          your username from a leaderboard. Because we do not use accounts, we often cannot tell which records are
          yours. Please give us details that help us find them, such as your username and the puzzle dates, or your
          quiz session identifier if you still have it. We may be unable to act on a request if we cannot reliably link
          the information to you.
        </p>
        <p>
          Depending on where you live, for example in the European Economic Area, the United Kingdom or California, you
          may have further rights under local law. These can include the right to access, correct or erase your
          personal information, to restrict or object to its use, to receive it in a portable format, to withdraw
          consent you have given, and to complain to your data protection authority. We will answer requests within the
          time the applicable law requires.
        </p>
      </LegalSection>

      <LegalSection {...PRIVACY_SECTIONS.changes}>
        <p>
          We may update this Privacy Policy when the site changes or when the law requires it. When we do, we will
          post the new version on this page and change the &ldquo;Last updated&rdquo; date at the top. If a change is
          significant, we may also point it out on the site.
        </p>
        <p>
          Please check this page from time to time. If you keep using the site after an update, the updated policy
          applies to information collected from then on.
        </p>
      </LegalSection>

      <LegalSection {...PRIVACY_SECTIONS.law}>
        <p>
          This Privacy Policy is governed by the laws of the State of Delaware, United States, without regard to its
          conflict-of-laws rules. Any dispute about this policy will be heard in the state or federal courts located
          in Delaware, and you and we agree to the jurisdiction of those courts.
        </p>
        <p>
          This does not take away any protection you have under the mandatory laws of the country or state where you
          live, including your right to complain to your local data protection authority.
        </p>
      </LegalSection>

      <LegalSection {...PRIVACY_SECTIONS.contact}>
        <p>
          If you have a question about this Privacy Policy or want to make a request about your information, email us
          at <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. It helps if you say which part of the site your
          question is about (the quiz, sharing or the crossword) and include any details that help us find the
          records concerned.
        </p>
        <p>
          For questions about our Terms of Use, write to <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalPageLayout>
  );
}
