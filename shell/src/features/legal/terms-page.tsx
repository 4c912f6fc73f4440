import { LEGAL_PAGE_HEADINGS } from '@edna/shared-contracts/legal';
import { LegalPageLayout, LegalSection, type LegalSectionLink } from './legal-page-layout';

const LEGAL_EMAIL = 'legal@entrepreneurialdna.org';
const PRIVACY_EMAIL = 'privacy@entrepreneurialdna.org';

/** The sections of the terms, in page order; the table of contents and the section ids both come from here. */
const TERMS_SECTIONS = {
  use: { id: 'use-of-services', title: 'Use of the services' },
  ip: { id: 'intellectual-property', title: 'Intellectual property' },
  license: { id: 'user-content-license', title: 'User content license' },
  disclaimer: { id: 'disclaimer', title: 'Disclaimer' },
  liability: { id: 'limitation-of-liability', title: 'Limitation of liability' },
  indemnification: { id: 'indemnification', title: 'Indemnification' },
  modifications: { id: 'modifications', title: 'Modifications' },
  law: { id: 'governing-law', title: 'Governing law' },
  contact: { id: 'contact', title: 'Contact us' },
} as const satisfies Record<string, LegalSectionLink>;

const SECTION_LIST: readonly LegalSectionLink[] = Object.values(TERMS_SECTIONS);

export function TermsPage() {
  return (
    <LegalPageLayout heading={LEGAL_PAGE_HEADINGS.terms} sections={SECTION_LIST}>
      <LegalSection {...TERMS_SECTIONS.use}>
        <p>
          You do not need an account to take the quiz, share your result or play the crossword. The administrator area
          is for authorized administrators only. You may use the Services for your own personal, non-commercial
          purposes, as long as you follow these Terms and the law.
        </p>
        <p>When using the Services, you agree not to:</p>
        <ul>
          <li>break any law or help anyone else to do so;</li>
          <li>
            try to get into the administrator area or any other part of the Services you are not authorized to use,
            or probe, scan or test them for vulnerabilities without our permission;
          </li>
          <li>
            disrupt or overload the Services, or try to get around rate limits or other protective measures;
          </li>
          <li>
            use bots, scripts or other automated means to take the quiz, submit crossword scores, send usage or mood
            data, or copy content in bulk;
          </li>
          <li>
            submit crossword scores you did not earn by solving the puzzle yourself, or otherwise tamper with requests
            to manipulate the leaderboards, quiz results or analytics; or
          </li>
          <li>impersonate any person or organization, or misrepresent your connection with them.</li>
        </ul>

        <h3>Crossword usernames and leaderboards</h3>
        <p>
          To appear on the leaderboards you choose a username. Your username, completion time, hints used, mistakes,
          score and rank are shown publicly on the daily and all-time leaderboards, so anyone can see them. Choosing a
          username does not create an account, and we cannot promise that nobody else uses the same name.
        </p>
        <p>Your username must not:</p>
        <ul>
          <li>be offensive, including obscene, hateful, harassing, threatening or discriminatory;</li>
          <li>impersonate another person, brand or organization, or suggest an affiliation that does not exist;</li>
          <li>contain someone else&rsquo;s personal information, or infringe anyone&rsquo;s rights; or</li>
          <li>be used to advertise or promote anything.</li>
        </ul>
        <p>
          We may remove or hide any username or score, and reset leaderboard entries, at our discretion and without
          notice, for example if we believe a username breaks these rules or a score was not achieved fairly. We may
          also limit or block access to the Services for anyone who breaks these Terms.
        </p>
      </LegalSection>

      <LegalSection {...TERMS_SECTIONS.ip}>
        <p>
          The Services and their content, including the text, quiz questions, type descriptions, crossword puzzles and
          clues, badge designs, graphics, the name &ldquo;Entrepreneurial DNA&rdquo; and the software, belong to us or
          our licensors and are protected by copyright, trademark and other laws.
        </p>
        <p>
          We give you a personal, limited, non-exclusive, non-transferable and revocable permission to access and use
          the Services for your own non-commercial purposes. You are welcome to share your own result badge and
          result link, using the share features or in your own posts, as long as you do not change them in a way that
          is misleading.
        </p>
        <p>Unless we agree in writing, you may not:</p>
        <ul>
          <li>
            copy, republish, sell or distribute the quiz questions, type descriptions or crossword puzzles, or
            collect them into a database or another service;
          </li>
          <li>modify, frame or create derivative works from the Services; or</li>
          <li>use our name or logo in a way that suggests we endorse you, your product or your service.</li>
        </ul>
        <p>We reserve all rights not expressly granted in these Terms.</p>
      </LegalSection>

      <LegalSection {...TERMS_SECTIONS.license}>
        <p>
          &ldquo;User content&rdquo; means what you submit through the Services: your quiz answers, the moods you
          choose to share, your crossword username, and your crossword solutions and scores. You keep whatever rights
          you have in your user content.
        </p>
        <p>
          By submitting user content, you give us a worldwide, non-exclusive, royalty-free license to store, copy,
          process, display and use it in order to operate, secure and improve the Services. This includes showing your
          username and score publicly on the leaderboards, producing statistics and analytics, and using it in
          anonymized form for research into entrepreneurial types. We may let others who help us run the Services use
          it for those purposes only. The license lasts for as long as we keep your user content; it continues for
          information that has been anonymized or combined into statistics, because that can no longer be traced
          back to you.
        </p>
        <p>
          You confirm that you have the right to submit your user content and that it follows these Terms. We are not
          obliged to review user content, but we may remove it at any time. How we handle personal information in
          user content is explained in our Privacy Policy.
        </p>
      </LegalSection>

      <LegalSection {...TERMS_SECTIONS.disclaimer}>
        <p>
          <strong>
            The quiz and its results are for self-reflection and education only. They are not professional,
            financial, investment, legal, career or psychological advice.
          </strong>{' '}
          Your result is not a clinical or diagnostic assessment and does not predict whether you or a business will
          succeed. Do not base important decisions, such as starting a business, investing money or changing jobs,
          on your result alone; talk to a qualified professional about your situation.
        </p>
        <p>
          The five entrepreneurial types (Visionary, Pragmatist, Hustler, Craftsman and Social Driver) are a
          simplified model. Most people show traits of several types, and your result can change with your answers.
          The Services are AI-powered: some content, including quiz questions, is created with the help of AI, which
          can produce content that is inaccurate, incomplete or out of date. The fact that the Services were developed
          with a research partner does not turn your result into professional advice. Crossword clues and the business
          concepts they explain are simplified for learning and entertainment.
        </p>
        <p>
          Advertisements on the site come from third parties, and links may lead to social networks and other sites
          we do not control. We do not endorse, and are not responsible for, their content, products or practices.
        </p>
        <p>
          To the fullest extent permitted by law, the Services are provided &ldquo;as is&rdquo; and &ldquo;as
          available&rdquo;, without warranties of any kind, whether express or implied, including warranties of
          merchantability, fitness for a particular purpose, accuracy and non-infringement. We do not promise that
          the Services will be uninterrupted, error-free or secure, or that scores, leaderboards or results will be
          kept or be free of mistakes. Some jurisdictions do not allow certain warranties to be excluded, so some of
          these exclusions may not apply to you.
        </p>
      </LegalSection>

      <LegalSection {...TERMS_SECTIONS.liability}>
        <p>
          To the fullest extent permitted by law, Entrepreneurial DNA and the people and organizations that operate,
          administer, partner with or license content to it will not be liable for any indirect, incidental, special,
          consequential, exemplary or punitive damages, or for any loss of profits, revenue, data, goodwill or
          business opportunities, arising out of or related to the Services or these Terms. This includes any
          decision you make based on your quiz result, and applies even if we were told such damages were possible.
        </p>
        <p>
          To the same extent, our total liability for all claims related to the Services or these Terms is limited to
          the greater of the amount you paid us to use the Services in the twelve months before the event giving rise
          to the claim, or US$50.
        </p>
        <p>
          Nothing in these Terms limits or excludes liability that cannot be limited or excluded under applicable law.
        </p>
      </LegalSection>

      <LegalSection {...TERMS_SECTIONS.indemnification}>
        <p>
          To the extent permitted by law, you agree to defend, indemnify and hold harmless Entrepreneurial DNA and the
          people and organizations that operate, administer, partner with or license content to it, from any claims,
          damages, losses, liabilities, costs and expenses (including reasonable legal fees) arising out of:
        </p>
        <ul>
          <li>your breach of these Terms;</li>
          <li>your misuse of the Services;</li>
          <li>your user content, including your username; or</li>
          <li>your violation of any law or of anyone else&rsquo;s rights.</li>
        </ul>
        <p>
          We may take control of the defense of any such claim, in which case you agree to cooperate with us. You may
          not settle a claim that affects us without our written consent.
        </p>
      </LegalSection>

      <LegalSection {...TERMS_SECTIONS.modifications}>
        <p>
          The Services will change over time. We may add, change or remove features, quiz questions, scoring and
          puzzles, reset or archive leaderboards, and suspend or stop all or part of the Services, temporarily or
          permanently, with or without notice.
        </p>
        <p>
          We may also update these Terms. When we do, we will post the new version on this page and change the
          &ldquo;Last updated&rdquo; date at the top; if a change is significant, we may also point it out on the site.
          Changes apply from the time they are posted. If you keep using the Services after that, you accept the
          updated Terms; if you do not agree with them, please stop using the Services.
        </p>
      </LegalSection>

      <LegalSection {...TERMS_SECTIONS.law}>
        <p>
          These Terms, and any dispute arising out of or related to them or the Services, are governed by the laws of
          the State of Delaware, United States, without regard to its conflict-of-laws rules. The state and federal
          courts located in Delaware have exclusive jurisdiction over any such dispute, and you and we agree to the
          personal jurisdiction and venue of those courts.
        </p>
        <p>
          This does not take away any protection you have under the mandatory consumer protection laws of the country
          or state where you live. If a court finds any part of these Terms unenforceable, the rest of the Terms remain
          in effect.
        </p>
      </LegalSection>

      <LegalSection {...TERMS_SECTIONS.contact}>
        <p>
          If you have a question about these Terms, or want to report a leaderboard username that breaks them, email us
          at <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>. When reporting a username, please include the
          username and the date of the leaderboard where you saw it.
        </p>
        <p>
          For questions about your information and privacy, write to{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalPageLayout>
  );
}
