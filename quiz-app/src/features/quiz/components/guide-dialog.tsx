import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, inHighContrast } from '@edna/ui-kit';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@edna/ui-kit/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@edna/ui-kit/tabs';
import { QUIZ, type QuizMode } from '@edna/shared-contracts/rules';
import { track } from '../../../shared/track';

const TAB_ORDER = ['overview', 'tips', 'faq'] as const;
type GuideTab = (typeof TAB_ORDER)[number];

/** The mode the guide describes: more than 20 questions means Deep Dive. */
export function guideModeFor(questionCount: number): QuizMode {
  return questionCount > QUIZ.modes.STANDARD.total ? 'DEEP_DIVE' : 'STANDARD';
}

const BEST_PRACTICES = [
  { title: 'Answer honestly', text: 'Choose what you would actually do, not what sounds best. No answer is better than another.' },
  { title: 'Go with your first instinct', text: 'Your first reaction is usually the most accurate one. There is no need to overthink.' },
  { title: 'Consider real-life scenarios', text: 'Picture yourself in each situation, drawing on your own work, projects and decisions.' },
  { title: 'Answer all questions', text: 'Every answer sharpens your profile, and your results appear once all of them are answered.' },
];

const FAQ = [
  {
    question: 'How was this quiz developed?',
    answer:
      'With our research partner, from research into how founders make decisions. Each question puts you in a concrete business situation, each answer points to one of the five types, and the last questions adapt to the types you lean towards.',
  },
  {
    question: 'What will I learn?',
    answer:
      'Your primary entrepreneurial type, your strengths, the pitfalls to watch for, and the complementary types that make the best partners for you.',
  },
  {
    question: 'Can I retake the quiz?',
    answer: 'Yes, as often as you like. We recommend waiting about a week, so your answers reflect how you work rather than your last attempt.',
  },
  {
    question: 'Is my data private?',
    answer: 'Yes. The quiz is anonymous: your answers are stored without your name or email, and the data we analyse is anonymized.',
  },
  {
    question: 'Standard or Deep Dive?',
    answer: `Standard asks ${QUIZ.modes.STANDARD.total} questions (about ${QUIZ.modes.STANDARD.minutes} minutes): a good balance of accuracy and time. Deep Dive asks ${QUIZ.modes.DEEP_DIVE.total} questions (about ${QUIZ.modes.DEEP_DIVE.minutes} minutes) for maximum accuracy and more detailed results. You choose on the first question.`,
  },
];

interface GuideDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Questions in the quiz as it stands; also decides which mode the overview names. */
  questionCount: number;
  /** Where focus goes when the dialog closes (it was opened without a trigger). */
  onClosed?: () => void;
}

/** The intro guide: Overview, Best Practices, FAQ; reported as viewed on open, dismissed on close. */
export function GuideDialog({ open, onOpenChange, questionCount, onClosed }: GuideDialogProps) {
  const [tab, setTab] = useState<GuideTab>('overview');
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open && !wasOpen.current) void track('guide_viewed', { questionCount });
    if (!open && wasOpen.current) void track('guide_dismissed', { questionCount });
    wasOpen.current = open;
  }, [open, questionCount]);

  const mode = guideModeFor(questionCount);
  const minutes = QUIZ.modes[mode].minutes;
  const isLastTab = tab === 'faq';
  const next = () => {
    if (isLastTab) onOpenChange(false);
    else setTab(TAB_ORDER[TAB_ORDER.indexOf(tab) + 1]!);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        maxWidth="38rem"
        onCloseAutoFocus={(event) => {
          if (onClosed) {
            event.preventDefault();
            onClosed();
          }
        }}
      >
        <DialogTitle>Welcome to the Entrepreneurial DNA Quiz</DialogTitle>
        <DialogDescription>A one-minute guide before you start.</DialogDescription>
        <Tabs value={tab} onValueChange={(value) => setTab(value as GuideTab)}>
          <GuideTabs aria-label="Quiz guide">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="tips">Best Practices</TabsTrigger>
            <TabsTrigger value="faq">FAQ</TabsTrigger>
          </GuideTabs>
          <TabsContent value="overview">
            <Facts>
              <div>
                <dt>Quiz mode</dt>
                <dd>{mode === 'DEEP_DIVE' ? 'Deep Dive' : 'Standard'}</dd>
              </div>
              <div>
                <dt>Questions</dt>
                <dd>{questionCount}</dd>
              </div>
              <div>
                <dt>Estimated time</dt>
                <dd>About {minutes} minutes</dd>
              </div>
              <div>
                <dt>Your result</dt>
                <dd>Your primary entrepreneurial type, your mix of all five types, and your personality traits</dd>
              </div>
            </Facts>
            <Note>
              <strong>Research-backed.</strong> The questions were developed with our research partner and are based on how founders
              really decide, so your result reflects how you work, not how you would like to be seen.
            </Note>
          </TabsContent>
          <TabsContent value="tips">
            <Tips>
              {BEST_PRACTICES.map((tip) => (
                <li key={tip.title}>
                  <strong>{tip.title}</strong>
                  <span>{tip.text}</span>
                </li>
              ))}
            </Tips>
          </TabsContent>
          <TabsContent value="faq">
            <Faq>
              {FAQ.map((entry) => (
                <div key={entry.question}>
                  <dt>{entry.question}</dt>
                  <dd>{entry.answer}</dd>
                </div>
              ))}
            </Faq>
          </TabsContent>
        </Tabs>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Skip to Quiz
          </Button>
          <Button onClick={next}>{isLastTab ? 'Start Quiz' : 'Next'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The three tabs share the width, so all of them fit on a 375 px screen. */
const GuideTabs = styled(TabsList)`
  & > button {
    flex: 1 1 0;
    padding-inline: 0.5rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: 0.75rem 1.5rem;
  margin: 0 0 1rem;

  div {
    display: grid;
    gap: 0.125rem;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Note = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid transparent;
  ${inHighContrast} {
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

const Tips = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding-left: 1.5rem;

  li {
    display: grid;
    gap: 0.125rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Faq = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0;

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0.125rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
