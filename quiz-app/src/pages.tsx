import { lazy, type ComponentType } from 'react';
import type { RemotePagesOf } from '@edna/shared-contracts/site';
import { pageCspNonce } from '@edna/ui-kit';

// This remote's own bundler runtime adds style tags too (the scroll lock of its dropdowns): they need the nonce.
const nonce = pageCspNonce();
if (nonce) __webpack_nonce__ = nonce;

/**
 * The pages this remote exposes to the shell, one per entry of its page manifest. Each is its own chunk, so a first visit to / downloads only the landing
 * page (the shell renders remote pages inside Suspense).
 */
const pages: RemotePagesOf<'quiz', ComponentType> = {
  landing: lazy(() => import(/* webpackChunkName: "page-landing" */ './features/landing/components/landing-page').then((module) => ({ default: module.LandingPage }))),
  quiz: lazy(() => import(/* webpackChunkName: "page-quiz" */ './features/quiz/components/quiz-page').then((module) => ({ default: module.QuizPage }))),
  results: lazy(() => import(/* webpackChunkName: "page-results" */ './features/results/components/results-page').then((module) => ({ default: module.ResultsPage }))),
  result: lazy(() => import(/* webpackChunkName: "page-result" */ './features/results/components/result-page').then((module) => ({ default: module.ResultPage }))),
  compare: lazy(() => import(/* webpackChunkName: "page-compare" */ './features/results/components/compare-page').then((module) => ({ default: module.ComparePage }))),
};

export default pages;
