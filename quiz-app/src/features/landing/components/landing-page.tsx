import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useReducedMotion } from '../../../shared/use-reduced-motion';
import styled from 'styled-components';
import { Button, Card, inHighContrast, useDocumentTitle } from '@edna/ui-kit';
import { LANDING_HERO, PRODUCT_TAGLINE, TYPE_INFO, TYPE_TAGLINES } from '@edna/shared-contracts/site';
import { PageFade } from '../../../shared/page-fade';
import { PageColumn, SectionTitle, Muted } from '../../../shared/layout';

const STEPS = [
  {
    title: 'Answer Questions',
    text: 'Work through 20 real business situations (or 30 in Deep Dive) and pick what you would actually do.',
  },
  {
    title: 'AI Analysis',
    text: 'Your answers are scored on our servers, and the quiz adapts its last questions to the types you lean towards.',
  },
  {
    title: 'Get Results',
    text: 'See your primary type, your mix of all five, your traits, and the partners who complement you. Share it if you like.',
  },
] as const;

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function LandingPage() {
  useDocumentTitle('Discover your entrepreneurial type');
  const navigate = useNavigate();
  const reduceMotion = useReducedMotion();
  const [leaving, setLeaving] = useState(false);

  const startQuiz = (event: MouseEvent<HTMLAnchorElement>) => {
    if (reduceMotion || !isPlainLeftClick(event)) return;
    event.preventDefault();
    setLeaving(true);
  };

  return (
    <PageFade leaving={leaving} onLeft={() => navigate('/quiz')}>
      <PageColumn $width="64rem">
        <Hero>
          <Eyebrow>{LANDING_HERO.eyebrow}</Eyebrow>
          <h1>{PRODUCT_TAGLINE}</h1>
          <Lead>{LANDING_HERO.lead}</Lead>
          <Button as={Link} to="/quiz" size="lg" onClick={startQuiz}>
            {LANDING_HERO.cta}
          </Button>
        </Hero>

        <section aria-labelledby="types-heading">
          <SectionTitle id="types-heading">The five entrepreneurial types</SectionTitle>
          <TypeGrid>
            {TYPE_INFO.map((info, index) => (
              <li key={info.type}>
                <TypeCard $index={index}>
                  <h3>{info.type}</h3>
                  <TypeDescription>{info.description.charAt(0).toUpperCase() + info.description.slice(1)}</TypeDescription>
                  <Muted>{TYPE_TAGLINES[info.type]}</Muted>
                </TypeCard>
              </li>
            ))}
          </TypeGrid>
        </section>

        <section aria-labelledby="how-heading">
          <SectionTitle id="how-heading">How It Works</SectionTitle>
          <Steps>
            {STEPS.map((step, index) => (
              <li key={step.title}>
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                <div>
                  <h3>{step.title}</h3>
                  <Muted>{step.text}</Muted>
                </div>
              </li>
            ))}
          </Steps>
        </section>
      </PageColumn>
    </PageFade>
  );
}

const Hero = styled.section`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: 2rem 0 1rem;
  text-align: center;

  h1 {
    margin: 0;
    font-size: clamp(2rem, 7vw, 3.25rem);
    letter-spacing: -0.02em;
    overflow-wrap: anywhere;
  }
`;

const Eyebrow = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const Lead = styled.p`
  max-width: 40rem;
  margin: 0 0 0.5rem;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TypeGrid = styled.ul`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
  }
`;

const TypeCard = styled(Card)<{ $index: number }>`
  flex: 1;
  display: grid;
  align-content: start;
  gap: 0.375rem;
  border-top: 0.375rem solid ${({ theme, $index }) => theme.colors.types[$index]};

  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const TypeDescription = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Steps = styled.ol`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: 0.875rem;
    align-items: flex-start;
    padding: 1.25rem;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: 1px solid transparent;
    ${inHighContrast} {
      border-color: ${({ theme }) => theme.colors.border};
    }
  }

  h3 {
    margin: 0 0 0.25rem;
    font-size: 1.125rem;
  }
`;

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`;
