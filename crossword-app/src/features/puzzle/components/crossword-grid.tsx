import { memo, useCallback, useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { CROSSWORD } from '@edna/shared-contracts/rules';
import { cellLabel, type CellModel, type GridModel, type Selection } from '../lib/grid-model';
import { GRID_PALETTE_VARIABLES, gridColors } from '../lib/grid-palette';
import type { CellEntry } from '../lib/puzzle-reducer';

export interface CrosswordGridProps {
  model: GridModel;
  letters: Record<number, CellEntry>;
  selection: Selection | null;
  /** Bumped when the keyboard focus should follow the selection. */
  focusRequest: number;
  disabled: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>, index: number) => void;
  onInput: (index: number, value: string) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>, index: number) => void;
  onFocusCell: (index: number) => void;
  onActiveClick: (index: number) => void;
}

/**
 * The 12x12 grid of single-letter inputs, announced as a grid. One cell is in the tab order (roving tabindex); keys:
 * letters type and advance (a confirmed square keeps its letter and the cursor moves on), arrows move (an arrow
 * across the current direction first switches it), Tab / Shift+Tab go to the next / previous unsolved clue (and leave
 * the grid when there is none), Space or a click on the active cell switches direction, Backspace clears (on an
 * empty square it steps back to the nearest unconfirmed one and clears it), Home / End jump within the clue.
 * The focus follows the cursor after a 50 ms delay, so a burst of keys moves the focus once; keys act at the cursor, not at the focus.
 * A focus the visitor moves out of the grid within that delay (Tab to Reset) stays where they put it.
 */
export function CrosswordGrid({ model, letters, selection, focusRequest, disabled, onKeyDown, onInput, onPaste, onFocusCell, onActiveClick }: CrosswordGridProps) {
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const grid = useRef<HTMLDivElement>(null);
  const register = useCallback((index: number, element: HTMLInputElement | null) => {
    if (element) inputs.current.set(index, element);
    else inputs.current.delete(index);
  }, []);
  const selectedClue = selection ? model.cluesById.get(selection.clueId) : undefined;
  const highlighted = new Set(selectedClue?.cells ?? []);
  const firstOpen = model.clues[0]?.cells[0] ?? 0;
  const tabStop = selection?.index ?? firstOpen;

  const target = tabStop;
  useEffect(() => {
    if (focusRequest === 0) return;
    const focusedAtRequest = document.activeElement;
    const timer = window.setTimeout(() => {
      const input = inputs.current.get(target);
      const focused = document.activeElement;
      const movedOutOfGrid = focused !== focusedAtRequest && focused !== document.body && !grid.current?.contains(focused);
      if (!input || movedOutOfGrid) return;
      if (focused !== input) input.focus();
      input.select();
    }, CROSSWORD.focusMoveDelayMs);
    return () => window.clearTimeout(timer);
  }, [focusRequest, target]);

  const rows = Array.from({ length: model.size }, (_, row) => model.cells.slice(row * model.size, (row + 1) * model.size));
  const crop = wordBounds(model);
  const outside = (row: number, col: number) => row < crop.top || row > crop.bottom || col < crop.left || col > crop.right;
  return (
    <Grid
      ref={grid}
      role="grid"
      aria-label="Crossword grid, 12 by 12"
      aria-rowcount={model.size}
      aria-colcount={model.size}
      $size={model.size}
      $rows={crop.bottom - crop.top + 1}
      $cols={crop.right - crop.left + 1}
    >
      {rows.map((cells, row) => (
        <Row role="row" key={row} aria-rowindex={row + 1} $size={model.size} $cols={crop.right - crop.left + 1} $cropped={outside(row, crop.left)}>
          {cells.map((cell) =>
            cell.isBlocked ? (
              <BlockedCell key={cell.index} role="gridcell" aria-colindex={cell.col + 1} aria-label="Blocked" $cropped={outside(cell.row, cell.col)} />
            ) : (
              <LetterCell
                key={cell.index}
                cell={cell}
                label={cellLabel(model, cell)}
                entry={letters[cell.index]}
                active={selection?.index === cell.index}
                highlighted={highlighted.has(cell.index)}
                tabbable={tabStop === cell.index}
                disabled={disabled}
                register={register}
                onKeyDown={onKeyDown}
                onInput={onInput}
                onPaste={onPaste}
                onFocusCell={onFocusCell}
                onActiveClick={onActiveClick}
              />
            ),
          )}
        </Row>
      ))}
    </Grid>
  );
}

/** The rows and columns the words use: on small screens the grid shows only these (coordinates and labels unchanged). */
export function wordBounds(model: GridModel): { top: number; bottom: number; left: number; right: number } {
  const open = model.cells.filter((cell) => !cell.isBlocked);
  if (open.length === 0) return { top: 0, bottom: model.size - 1, left: 0, right: model.size - 1 };
  const rows = open.map((cell) => cell.row);
  const cols = open.map((cell) => cell.col);
  return { top: Math.min(...rows), bottom: Math.max(...rows), left: Math.min(...cols), right: Math.max(...cols) };
}

interface LetterCellProps {
  cell: CellModel;
  label: string;
  entry: CellEntry | undefined;
  active: boolean;
  highlighted: boolean;
  tabbable: boolean;
  disabled: boolean;
  register: (index: number, element: HTMLInputElement | null) => void;
  onKeyDown: CrosswordGridProps['onKeyDown'];
  onInput: CrosswordGridProps['onInput'];
  onPaste: CrosswordGridProps['onPaste'];
  onFocusCell: CrosswordGridProps['onFocusCell'];
  onActiveClick: CrosswordGridProps['onActiveClick'];
}

const LetterCell = memo(function LetterCell({
  cell,
  label,
  entry,
  active,
  highlighted,
  tabbable,
  disabled,
  register,
  onKeyDown,
  onInput,
  onPaste,
  onFocusCell,
  onActiveClick,
}: LetterCellProps) {
  const wasActive = useRef(false);
  const status = entry?.status;
  const description = status === 'wrong' ? ', incorrect' : status === 'correct' ? ', confirmed' : '';
  return (
    <Cell role="gridcell" aria-colindex={cell.col + 1} aria-selected={active} $active={active} $highlighted={highlighted} $status={status}>
      {cell.number !== undefined && <ClueNumber aria-hidden="true">{cell.number}</ClueNumber>}
      <Input
        ref={(element) => register(cell.index, element)}
        type="text"
        inputMode="text"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={1}
        value={entry?.letter ?? ''}
        aria-label={`${label}${description}`}
        aria-invalid={status === 'wrong' ? true : undefined}
        readOnly={disabled || status === 'correct'}
        tabIndex={tabbable ? 0 : -1}
        data-row={cell.row}
        data-col={cell.col}
        $status={status}
        onKeyDown={(event) => onKeyDown(event, cell.index)}
        onChange={(event) => onInput(cell.index, event.target.value)}
        onPaste={(event) => onPaste(event, cell.index)}
        onFocus={(event) => {
          onFocusCell(cell.index);
          event.target.select();
        }}
        onMouseDown={() => {
          wasActive.current = active;
        }}
        onClick={() => {
          if (wasActive.current) onActiveClick(cell.index);
          wasActive.current = false;
        }}
      />
    </Cell>
  );
});

/**
 * Below 40rem the grid shows only the rows and columns the words use (larger squares, less scrolling), at most
 * 2.75rem a square, reaching half a rem into the page's side padding. From 40rem the whole 12x12 grid shows.
 */
const SMALL_SCREEN = '(max-width: 39.99rem)';

const Grid = styled.div<{ $size: number; $rows: number; $cols: number }>`
  display: grid;
  grid-template-rows: repeat(${({ $size }) => $size}, 1fr);
  width: min(calc(100% + 1rem), ${({ $cols }) => $cols * 2.75}rem);
  margin: 0 auto;
  aspect-ratio: ${({ $cols, $rows }) => `${$cols} / ${$rows}`};
  @media ${SMALL_SCREEN} {
    grid-template-rows: repeat(${({ $rows }) => $rows}, 1fr);
    position: relative;
    left: 50%;
    transform: translateX(-50%);
  }
  ${GRID_PALETTE_VARIABLES}
  border: 2px solid ${gridColors.frame};
  background: ${gridColors.blocked};
  gap: 1px;
  touch-action: manipulation;
  @media (min-width: 40rem) {
    width: 100%;
    margin: 0;
    aspect-ratio: 1;
  }
`;

const Row = styled.div<{ $size: number; $cols: number; $cropped: boolean }>`
  display: grid;
  grid-template-columns: repeat(${({ $size }) => $size}, 1fr);
  gap: 1px;
  min-width: 0;
  @media ${SMALL_SCREEN} {
    grid-template-columns: repeat(${({ $cols }) => $cols}, 1fr);
    ${({ $cropped }) => $cropped && 'display: none;'}
  }
`;

const BlockedCell = styled.div<{ $cropped: boolean }>`
  background: ${gridColors.blocked};
  @media ${SMALL_SCREEN} {
    ${({ $cropped }) => $cropped && 'display: none;'}
  }
`;

const Cell = styled.div<{ $active: boolean; $highlighted: boolean; $status: CellEntry['status'] | undefined }>`
  position: relative;
  min-width: 0;
  background: ${({ $active, $highlighted }) => ($active ? gridColors.active : $highlighted ? gridColors.highlight : gridColors.open)};
  color: ${({ $active }) => ($active ? gridColors.activeText : gridColors.text)};
  ${({ $active }) =>
    $active &&
    css`
      outline: 3px solid ${gridColors.activeRing};
      outline-offset: 0;
      z-index: 1;
    `}
`;

const ClueNumber = styled.span`
  position: absolute;
  top: 1px;
  left: 2px;
  font-size: clamp(0.5rem, 1.6vw, 0.6875rem);
  line-height: 1;
  font-weight: 700;
  pointer-events: none;
  color: inherit;
`;

const Input = styled.input<{ $status: CellEntry['status'] | undefined }>`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0.3em 0 0;
  border: 0;
  border-radius: 0;
  background: transparent;
  color: inherit;
  font-size: 16px;
  font-weight: 700;
  line-height: 1;
  text-align: center;
  text-transform: uppercase;
  caret-color: transparent;
  cursor: pointer;
  /* Focus scrolling keeps the square clear of the site header and the sticky clue and message bars above it. */
  /* Below, room for the page's scroll-to-top button, which floats in the bottom corner. */
  scroll-margin: calc(${({ theme }) => theme.layout.headerHeight} + var(--crossword-bars, 8rem) + 0.5rem) 0 4.5rem;
  &:focus,
  &:focus-visible {
    outline: none;
  }
  ${({ $status }) =>
    $status === 'wrong' &&
    css`
      color: ${gridColors.wrong};
      text-decoration: line-through 2px;
      ${Cell}[aria-selected='true'] & {
        color: ${gridColors.activeText};
      }
    `}
  @media (min-width: 40rem) {
    font-size: 1.25rem;
  }
`;
