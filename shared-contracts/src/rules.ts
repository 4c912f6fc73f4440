/** Constants, domain data and pure rules. Free of zod so front ends can import it without the schema library. */
export * from './site';
export * from './legal';
export * from './constants';
export * from './rules/username';
export * from './rules/score-clamp';
export * from './rules/result-labels';
export * from './rules/quiz-results';
export * from './rules/format';
export * from './rules/crossword-calendar';
export * from './rules/crossword-play';
export * from './rules/ad-settings';
export * from './rules/question-fingerprint';
export * from './rules/question-bank';
export * from './rules/analytics-paths';
export * from './rules/crossword-leagues';
export * from './rules/question-selection';
export * from './rules/result-confidence';
