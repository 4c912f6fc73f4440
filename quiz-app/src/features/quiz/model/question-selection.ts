/** The quiz's question selection lives in shared-contracts, so the API simulates retakes with the same code. */
export {
  compareByDiagnosticPower,
  plannedQuestionCount,
  selectAdaptiveQuestions,
  selectCoreQuestions,
  shouldAddAdaptiveQuestions,
  sortByDiagnosticPower,
  topCategories,
} from '@edna/shared-contracts/rules';
export type { CategoryScores } from '@edna/shared-contracts';
