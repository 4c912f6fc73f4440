import { useSearchParams } from 'react-router-dom';
import { Field, Input } from '@edna/ui-kit';
import { analyticsExportPath } from '@edna/shared-contracts/rules';
import type { QuizFunnel } from '@edna/shared-contracts';
import { BarChart } from '../../../shared/components/bar-chart';
import { ChangeNote } from '../../../shared/components/change-note';
import { CsvDownloadLink } from '../../../shared/components/csv-buttons';
import { DataTable, TableHead } from '../../../shared/components/data-table';
import { Muted, Section, TabStack } from '../../../shared/components/layout';
import { RangeQueryView } from '../../../shared/components/range-query-view';
import { ScrollRegion } from '../../../shared/components/scroll-region';
import { formatCount, formatRatio } from '../../../shared/lib/format';
import { quizModeLabel } from '../../../shared/lib/quiz-mode-labels';
import { describeRange, type RangeSelection } from '../../../shared/range/date-range';
import { csvHref } from '../../../shared/range/use-range-query';
import { useQuizFunnel } from '../api/analytics-range-api';
import { FUNNEL_STEP_LABELS, readFunnelMode, writeFunnelMode } from '../funnel-format';

/** How many quiz runs of the range reached each step, per quiz mode, with the conversions between steps. */
export function QuizFunnelSection({ selection }: { selection: RangeSelection }) {
  const funnel = useQuizFunnel(selection);
  return (
    <Section
      title="Quiz funnel"
      titleLevel={3}
      id="quiz-funnel"
      actions={<CsvDownloadLink href={csvHref(analyticsExportPath('funnel'), selection)}>Download funnel CSV</CsvDownloadLink>}
    >
      <Muted>Quiz runs that started {describeRange(selection)}, followed step by step.</Muted>
      <RangeQueryView query={funnel} what="Quiz funnel">
        {(data) => <FunnelByMode funnel={data} selection={selection} />}
      </RangeQueryView>
    </Section>
  );
}

function FunnelByMode({ funnel, selection }: { funnel: QuizFunnel; selection: RangeSelection }) {
  const [params, setParams] = useSearchParams();
  const mode = readFunnelMode(params);
  const setMode = (next: string) => setParams((current) => writeFunnelMode(current, next), { replace: true });
  const shown = funnel.modes.find((entry) => entry.quizMode === mode) ?? funnel.modes[0];
  if (!shown) return <Muted>No quiz runs {describeRange(selection)}.</Muted>;
  const modeLabel = quizModeLabel(shown.quizMode);
  const start = shown.steps[0]?.count ?? 0;
  return (
    <>
      <Field label="Quiz mode">
        <Input as="select" value={shown.quizMode} onChange={(event) => setMode(event.currentTarget.value)}>
          {funnel.modes.map((entry) => (
            <option key={entry.quizMode} value={entry.quizMode}>
              {quizModeLabel(entry.quizMode)}
            </option>
          ))}
        </Input>
      </Field>
      <TabStack>
        <ScrollRegion label={`Quiz funnel, ${modeLabel}`}>
          <DataTable>
            <TableHead columns={[{ label: 'Step' }, { label: 'Runs', numeric: true }, { label: 'From previous step', numeric: true }, { label: 'From start', numeric: true }, { label: 'Change' }]} />
            <tbody>
              {shown.steps.map((step) => (
                <tr key={step.step}>
                  <th scope="row">{FUNNEL_STEP_LABELS[step.step]}</th>
                  <td className="number">{formatCount(step.count)}</td>
                  <td className="number">{formatRatio(step.conversionFromPrevious)}</td>
                  <td className="number">{formatRatio(step.conversionFromStart)}</td>
                  <td>
                    <ChangeNote value={step.count} previous={step.previousCount} preset={selection.preset} better="up" />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </ScrollRegion>
        <BarChart
          title={`Quiz funnel chart, ${modeLabel}`}
          valueHeading="Runs"
          data={shown.steps.map((step) => ({ label: FUNNEL_STEP_LABELS[step.step], value: step.count }))}
          summary={`${formatCount(start)} runs at the first step; ${formatCount(shown.steps[shown.steps.length - 1]?.count ?? 0)} reached the last.`}
        />
      </TabStack>
    </>
  );
}

