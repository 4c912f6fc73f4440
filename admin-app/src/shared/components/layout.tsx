import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A titled block of a dashboard tab (an <h2> or <h3> with optional actions on its right). */
export function Section({
  title,
  titleLevel = 2,
  actions,
  children,
  id,
}: {
  title: ReactNode;
  titleLevel?: 2 | 3;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const Heading = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <SectionRoot>
      <SectionHeader>
        <Heading id={id ? `${id}-title` : undefined}>{title}</Heading>
        {actions ? <Actions>{actions}</Actions> : null}
      </SectionHeader>
      {children}
    </SectionRoot>
  );
}

const SectionRoot = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  min-width: 0;

  h2 {
    font-size: 1.25rem;
    margin: 0;
  }
  h3 {
    font-size: 1.0625rem;
    margin: 0;
  }
`;

const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

/** The tabs' content column. */
export const TabStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
  min-width: 0;
`;

/** Two columns from the tablet width up, one below. */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: 2rem;
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

/** A friendly notice for a list with nothing in it yet. */
export const EmptyState = styled.p`
  margin: 0;
  padding: 1.5rem 1rem;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Key figures as a description list of Stat items. */
export const StatList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  gap: 0.75rem;
  margin: 0;

  > div {
    padding: 0.875rem 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    min-width: 0;
  }
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.5rem;
    font-weight: 700;
    line-height: 1.2;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
  dd.change {
    font-size: 0.875rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One figure of a StatList: its label, its value and, when given, its change against the previous period. */
export function Stat({ label, children, change }: { label: ReactNode; children: ReactNode; change?: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
      {change ? <dd className="change">{change}</dd> : null}
    </div>
  );
}
