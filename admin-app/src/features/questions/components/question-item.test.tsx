import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '@edna/ui-kit/testing';
import type { AdminQuestion } from '@edna/shared-contracts';
import { QuestionItem } from './question-item';

const seedItem: AdminQuestion = {
  id: 12,
  text: 'Orders at your family print shop keep falling. How do you use a new investment?',
  category: 'Visionary',
  options: (['a', 'b', 'c', 'd', 'e'] as const).map((id) => ({ id, text: `Option ${id}` })),
  diagnosticPower: 0.64,
  situation: 'family-print-shop-investment',
  source: 'seed',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  responses: 214,
  discrimination: 0.28,
  key: 'family-print-shop-investment',
  seedDiagnosticPower: 0.77,
  observedDiagnosticPower: 0.64,
  diagnosticPowerSource: 'observed',
  diagnosticPowerComputedAt: '2026-02-03T04:05:06.000Z',
  diagnosticPowerResponses: 214,
  replacedBy: null,
};

function renderItem(question: AdminQuestion) {
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <ol>
        <QuestionItem question={question} />
      </ol>
    </QueryClientProvider>,
  );
  return screen.getByRole('listitem');
}

const valueOf = (item: HTMLElement, label: string) => within(item).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('QuestionItem', () => {
  it('shows the seed value, the observed value, the answers and which value is in force', () => {
    const item = renderItem(seedItem);
    expect(valueOf(item, 'Diagnostic power')).toBe('0.64');
    expect(valueOf(item, 'In force')).toBe('Observed');
    expect(valueOf(item, 'Seed value')).toBe('0.77');
    expect(valueOf(item, 'Observed value')).toBe('0.64');
    expect(valueOf(item, 'Responses')).toBe('214');
    expect(valueOf(item, 'Discrimination')).toBe('0.28');
    expect(valueOf(item, 'Situation')).toBe('family-print-shop-investment');
    expect(within(item).getByText(/^The observed value is in force, computed from 214 answers on /)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Deactivate question 12' })).toBeInTheDocument();
  });

  it('marks a replaced version and offers no way to activate it', () => {
    const item = renderItem({ ...seedItem, active: false, replacedBy: 140, diagnosticPowerSource: 'seed', diagnosticPower: 0.77, diagnosticPowerComputedAt: null, diagnosticPowerResponses: null });
    expect(within(item).getByText('Replaced by #140')).toBeInTheDocument();
    expect(within(item).getByText('Inactive')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Activate question/ })).toBeNull();
    expect(valueOf(item, 'In force')).toBe('Seed value');
  });
});
