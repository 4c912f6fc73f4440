import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, Card, toast, visuallyHidden } from '@edna/ui-kit';
import {
  DEFAULT_COMMUNITY_URL,
  RESULT_HEADING,
  STORAGE_KEYS,
  TRAITS,
  TYPE_INFO,
  TYPE_INFO_BY_TYPE,
  claritySentence,
  primaryTypeLead,
  traitPercent,
  typePlural,
} from '@edna/shared-contracts/rules';
import type { QuizResult, ResultPercentiles } from '@edna/shared-contracts';
import { readSession, writeSession } from '../../../shared/browser-storage';
import { Muted, PageColumn, SectionTitle } from '../../../shared/layout';
import { forgetQuizInProgress, type ResultLinkSecrets } from '../../../shared/quiz-storage';
import { track } from '../../../shared/track';
import { useGenerateShareBadge } from '../api/generate-badge';
import { TYPE_PROFILES } from '../content/type-profiles';
import { percentileNote, percentileSentence, shownSecondaryType, tieExplanation, tieHeadline } from '../model/explanations';
import { badgeKeyOf, reusableBadge, type SavedBadge } from '../model/share-links';
import { percentageOf } from '../model/stored-result';
import { KeepResultPanel } from './keep-result-panel';
import { MeterBar } from './meter';
import { ProfileShape } from './profile-shape';
import { ShareDialog } from './share-dialog';
import { BarLabel, Bars, TypeBreakdown } from './type-breakdown';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface ResultViewProps {
  result: QuizResult;
  /** The result's private link secrets, when this visitor holds them (they can keep, compare, share with the mix, delete). */
  link: ResultLinkSecrets | null;
  percentiles?: ResultPercentiles | null;
  /** A line under the title (when the result was taken, that its link no longer works, …). */
  status?: ReactNode;
  /** Cards shown right after the primary type (a co-founder's comparison waiting). */
  aside?: ReactNode;
}

/** A result as the results page and a private link show it. */
export function ResultView({ result, link, percentiles, status, aside }: ResultViewProps) {
  const type = result.primaryCategory;
  const typeIndex = TYPE_INFO.findIndex((info) => info.type === type);
  const profile = TYPE_PROFILES[type];
  const { data: mfConfig } = useQuery<{ communityUrl?: string }>({ queryKey: ['/mf-config.json'] });
  const communityUrl = mfConfig?.communityUrl ?? DEFAULT_COMMUNITY_URL;
  const generate = useGenerateShareBadge();
  const [badge, setBadge] = useState<SavedBadge | null>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const shareButton = useRef<HTMLButtonElement>(null);
  const tie = tieHeadline(result);
  const clarity = claritySentence(result);
  const secondary = shownSecondaryType(result);
  const mixText = TYPE_INFO.map((info, index) => `${info.type} ${percentageOf(result, index)}%`).join(', ');

  const share = () => {
    const key = badgeKeyOf(result);
    const existing = reusableBadge(readSession(STORAGE_KEYS.shareBadgeUrl), key);
    if (existing) {
      setBadge(existing);
      setShareOpen(true);
      return;
    }
    const userId = readSession(STORAGE_KEYS.quizSessionId);
    generate.mutate(
      { type, ...(userId ? { userId } : {}), ...(link ? { resultToken: link.token } : {}) },
      {
        onSuccess: (answer) => {
          const saved: SavedBadge = { key, ...answer };
          writeSession(STORAGE_KEYS.shareBadgeUrl, JSON.stringify(saved));
          setBadge(saved);
          setShareOpen(true);
          void track('badge_generated', { type });
        },
        onError: (error) => {
          console.error('Share badge failed', error);
          toast({ title: 'Failed to generate share badge', description: 'There was an error creating your shareable image.', variant: 'destructive' });
        },
      },
    );
  };

  const traits = result.personalityTraits;

  return (
    <PageColumn $width="56rem">
      <Heading>
        <h1>{RESULT_HEADING.title}</h1>
        <Muted>{RESULT_HEADING.lead}</Muted>
        {status}
      </Heading>

      <PrimaryCard $index={typeIndex} aria-labelledby="primary-type">
        <Eyebrow>{RESULT_HEADING.primaryEyebrow}</Eyebrow>
        <PrimaryName id="primary-type">{type}</PrimaryName>
        <Lead>{primaryTypeLead(type)}</Lead>
        {clarity && <Highlight data-testid="result-clarity">{clarity}</Highlight>}
        {percentiles && <Highlight>{percentileSentence(type, percentiles.byCategory[TYPE_INFO_BY_TYPE[type].key])}.</Highlight>}
        {tie && (
          <p>
            <strong>{tie}.</strong> {tieExplanation(result)}
          </p>
        )}
        {secondary && (
          <p>
            <strong>Secondary type:</strong> {secondary}, {TYPE_INFO_BY_TYPE[secondary].description}
          </p>
        )}
        <TwoColumns>
          <div>
            <h3>Your strengths</h3>
            <ul>
              {profile.strengths.map((strength) => (
                <li key={strength}>{strength}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Watch out for</h3>
            <ul>
              {profile.pitfalls.map((pitfall) => (
                <li key={pitfall}>{pitfall}</li>
              ))}
            </ul>
          </div>
        </TwoColumns>
      </PrimaryCard>

      {aside}

      <Card as="section" aria-labelledby="breakdown-heading">
        <SectionTitle id="breakdown-heading">Your type breakdown</SectionTitle>
        <TypeBreakdown result={result} percentiles={percentiles} />
        {percentiles && <Note>{percentileNote(percentiles.resultCount)}</Note>}
      </Card>

      {(result.balanceScore !== undefined || result.dominantTraitScore !== undefined) && (
        <Card as="section" aria-labelledby="profile-heading">
          <SectionTitle id="profile-heading">Your profile shape</SectionTitle>
          <ProfileShape balance={result.balanceScore} dominance={result.dominantTraitScore} />
        </Card>
      )}

      {traits && Object.keys(traits).length > 0 && (
        <Card as="section" aria-labelledby="traits-heading">
          <SectionTitle id="traits-heading">Personality traits</SectionTitle>
          <TraitGrid>
            {TRAITS.filter((trait) => traits[trait] !== undefined).map((trait) => (
              <li key={trait}>
                <BarLabel>
                  <span>{capitalize(trait)}</span>
                  <strong>{Math.round(traitPercent(traits[trait]!))}%</strong>
                </BarLabel>
                <MeterBar value={traitPercent(traits[trait]!)} />
              </li>
            ))}
          </TraitGrid>
        </Card>
      )}

      <TwoColumns>
        <Card as="section" aria-labelledby="famous-heading">
          <SectionTitle id="famous-heading">Successful {typePlural(type)}</SectionTitle>
          <PlainList>
            {profile.famous.map((person) => (
              <li key={person.name}>
                <strong>{person.name}</strong>
                <Muted>{person.knownFor}</Muted>
              </li>
            ))}
          </PlainList>
        </Card>
        <Card as="section" aria-labelledby="complement-heading">
          <SectionTitle id="complement-heading">Complementary DNA Types</SectionTitle>
          <PlainList>
            {profile.complements.map((complement) => (
              <li key={complement.type}>
                <strong>{complement.type}</strong>
                <Muted>{capitalize(complement.why)}.</Muted>
              </li>
            ))}
          </PlainList>
        </Card>
      </TwoColumns>

      <Card as="section" aria-labelledby="leverage-heading">
        <SectionTitle id="leverage-heading">Leveraging Your Entrepreneurial DNA</SectionTitle>
        <p>{profile.leverage}</p>
      </Card>

      {link && <KeepResultPanel link={link} />}

      <ActionRow>
        <Button ref={shareButton} onClick={share} disabled={generate.isPending} aria-busy={generate.isPending || undefined}>
          {generate.isPending ? 'Generating Badge...' : 'Share Results'}
        </Button>
        <Button as={Link} to="/" variant="secondary" onClick={forgetQuizInProgress}>
          Retake Quiz
        </Button>
        <Button as="a" href={communityUrl} target="_blank" rel="noopener noreferrer" variant="outline">
          Join the Community
          <NewTab> (opens in a new tab)</NewTab>
        </Button>
      </ActionRow>

      {badge && (
        <ShareDialog
          open={shareOpen}
          onOpenChange={setShareOpen}
          type={type}
          shareUrl={badge.shareUrl}
          imageUrl={badge.imageUrl ?? `${badge.shareUrl}/badge.png`}
          imageDetail={link ? `My mix: ${mixText}.` : undefined}
          returnFocusTo={() => shareButton.current}
        />
      )}
    </PageColumn>
  );
}

const Heading = styled.div`
  display: grid;
  gap: 0.25rem;
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 6vw, 2.5rem);
  }
`;

const PrimaryCard = styled(Card).attrs({ as: 'section' })<{ $index: number }>`
  display: grid;
  gap: 0.5rem;
  border-top: 0.5rem solid ${({ theme, $index }) => theme.colors.types[$index] ?? theme.colors.primary};

  p {
    margin: 0;
  }
  h3 {
    font-size: 1.0625rem;
    margin: 0.75rem 0 0.375rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const Eyebrow = styled.p`
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PrimaryName = styled.h2`
  margin: 0;
  font-size: clamp(2rem, 8vw, 3rem);
`;

const Lead = styled.p`
  font-size: 1.125rem;
`;

const Highlight = styled.p`
  font-weight: 700;
`;

const Note = styled.p`
  margin: 1rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TwoColumns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
`;

const TraitGrid = styled(Bars)`
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  column-gap: 1.5rem;
`;

const PlainList = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
  }
`;

const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  & > * {
    flex: 1 1 12rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    & > * {
      flex: 0 0 auto;
    }
  }
`;

const NewTab = styled.span`
  ${visuallyHidden}
`;
