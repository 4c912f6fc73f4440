/** How the quiz modes (and ALL of them together) are named on the dashboard; an unknown mode shows as sent. */
const QUIZ_MODE_LABELS: Record<string, string> = { ALL: 'All modes', STANDARD: 'Standard', DEEP_DIVE: 'Deep dive' };

export function quizModeLabel(mode: string): string {
  return QUIZ_MODE_LABELS[mode] ?? mode;
}
