import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '@edna/ui-kit';
import { ADMIN } from '@edna/shared-contracts/rules';

/**
 * A list capped at about 24 rem that scrolls inside itself. It is a labelled region and takes focus, so keyboard
 * users can scroll it with the arrow keys.
 */
export function ScrollRegion({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <Region role="region" aria-label={label} tabIndex={0} className={className}>
      {children}
    </Region>
  );
}

/* position: relative keeps visually hidden (absolutely positioned) descendants inside the scrolling box. */
const Region = styled.div`
  position: relative;
  max-height: ${ADMIN.listMaxHeightRem}rem;
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${focusRing}
`;
