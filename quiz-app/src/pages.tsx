import { lazy, type ComponentType } from 'react';

/**
 * The pages this remote exposes to the shell. Each is its own chunk, so a first visit to / downloads only the landing
 * page (the shell renders remote pages inside Suspense).
 */
const pages: Record<string, ComponentType> = {
  landing: lazy(() => import('./features/landing/components/landing-page').then((module) => ({ default: module.LandingPage }))),
  quiz: lazy(() => import('./features/quiz/components/quiz-page').then((module) => ({ default: module.QuizPage }))),
  results: lazy(() => import('./features/results/components/results-page').then((module) => ({ default: module.ResultsPage }))),
};

export default pages;
