import styled, { useTheme } from 'styled-components';
import { MOODS, MOOD_EMOJI, type Mood } from '@edna/shared-contracts/rules';
import { BarChart } from '../../../shared/components/bar-chart';
import { DataTable } from '../../../shared/components/data-table';
import { EmptyState, Muted, Section, Stat, StatList, TabStack, TwoColumns } from '../../../shared/components/layout';
import { LoadError, LoadingBlock } from '../../../shared/components/query-state';
import { ScrollRegion } from '../../../shared/components/scroll-region';
import { formatCount, formatPercent } from '../../../shared/lib/format';
import { useMoodStats } from '../api/mood-api';

function moodName(mood: Mood): string {
  return mood.charAt(0).toUpperCase() + mood.slice(1);
}

/** Mood statistics: totals, count per mood, the most common mood and the questions that felt hardest. */
export function MoodTab() {
  const theme = useTheme();
  const moodStats = useMoodStats();
  if (moodStats.isPending) return <LoadingBlock label="Loading mood statistics…" />;
  if (moodStats.isError) return <LoadError what="Mood statistics" error={moodStats.error} onRetry={() => void moodStats.refetch()} />;
  const stats = moodStats.data;
  if (stats.totalMoods === 0) return <EmptyState>No stress data available yet.</EmptyState>;

  const moodColors: Record<Mood, string> = {
    excited: theme.colors.success,
    curious: theme.colors.types[1],
    neutral: theme.colors.textMuted,
    confused: theme.colors.warning,
    stressed: theme.colors.danger,
  };
  const common = stats.mostCommonMood;
  return (
    <TabStack>
      <StatList>
        <Stat label="Total moods">{formatCount(stats.totalMoods)}</Stat>
        <Stat label="Most common mood">
          {common ? (
            <>
              <span aria-hidden="true">{MOOD_EMOJI[common.mood]} </span>
              {moodName(common.mood)} ({formatCount(common.count)})
            </>
          ) : (
            'None yet'
          )}
        </Stat>
      </StatList>
      <TwoColumns>
        <Section title="Count per mood" titleLevel={3} id="mood-counts">
          <BarChart
            title="Count per mood"
            caption="Moods visitors reported while answering the quiz."
            valueHeading="Reports"
            data={MOODS.map((mood) => ({ label: `${MOOD_EMOJI[mood]} ${moodName(mood)}`, value: stats.moodCounts[mood] ?? 0, color: moodColors[mood] }))}
            summary={MOODS.map((mood) => `${moodName(mood)} ${stats.moodCounts[mood] ?? 0}`).join(', ')}
          />
          <Muted>
            {MOODS.map((mood) => `${moodName(mood)} ${formatPercent(stats.totalMoods ? (stats.moodCounts[mood] ?? 0) / stats.totalMoods : 0)}`).join(' · ')}
          </Muted>
        </Section>
        <Section title="Hardest questions" titleLevel={3} id="hardest-questions">
          <Muted>Each mood counts from 1 (excited) through curious, neutral and confused to 5 (stressed); a higher average means the question felt harder.</Muted>
          {stats.hardestQuestions.length === 0 ? (
            <Muted>No question has enough mood reports yet.</Muted>
          ) : (
            <ScrollRegion label="Hardest questions">
              <HardestTable>
                <thead>
                  <tr>
                    <th scope="col">Question</th>
                    <th scope="col" className="number">
                      Average mood score
                    </th>
                    <th scope="col" className="number">
                      Reports
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stats.hardestQuestions.map((question) => (
                    <tr key={question.questionId}>
                      <td>{question.text}</td>
                      <td className="number">{question.averageMoodScore.toFixed(2)}</td>
                      <td className="number">{formatCount(question.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </HardestTable>
            </ScrollRegion>
          )}
        </Section>
      </TwoColumns>
    </TabStack>
  );
}

const HardestTable = styled(DataTable)`
  min-width: 20rem;
`;
