#!/usr/bin/env node
// Quiz API benchmark: the production API on a fresh PGlite database against an Express hello-world baseline measured
// in the same run, before and after each target (autocannon, 50 connections, 10 s each). Prints req/s, latency and errors, the ratios, and
// PASS/FAIL lines; exits non-zero on a FAIL. Run `node scripts/build.mjs --only=shared-contracts,api` first
// (`npm run bench -- quiz` does it).
import { load, printTable, startApi, startHelloBaseline, verdict } from './support.mjs';

const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 4131);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4132);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

const baseline = await startHelloBaseline(BASELINE_PORT);
// The per-address limit of /api/track is lifted so that the write path is measured, not the 429 answer.
const api = await startApi(API_PORT, { TRACK_RATE_LIMIT: '1000000000' });

try {
  const questions = await (await fetch(`${api.url}/api/questions`)).json();
  if (!Array.isArray(questions) || questions.length < 20) throw new Error(`the API has ${questions.length} questions; 20 are needed`);

  const optionIds = ['a', 'b', 'c', 'd', 'e'];
  const submissions = Array.from({ length: 10 }, (_, variant) =>
    JSON.stringify({
      answers: questions.slice(0, 20).map((question, index) => ({ questionId: question.id, selectedOptionId: optionIds[(index + variant) % 5] })),
      quizMode: 'STANDARD',
      quizSessionId: `session_${Date.now()}_bench${variant}`,
    }),
  );
  const trackBodies = [
    { event: 'question_answered', data: { questionId: questions[0].id, questionIndex: 3, totalQuestions: 20 } },
    { event: 'guide_viewed', data: { questionCount: 20 } },
    { event: 'mood_tracked', data: { questionId: questions[1].id, questionIndex: 4, totalQuestions: 20, quizMode: 'STANDARD', mood: 'curious' } },
    { event: 'link_copied', data: { category: 'Hustler' } },
  ].map((body) => JSON.stringify(body));

  const scenarios = {
    'GET /hello (baseline)': { url: `${baseline.url}/hello` },
    'POST /api/track': { url: `${api.url}/api/track`, requests: trackBodies.map((body) => ({ method: 'POST', path: '/api/track', body })) },
    'POST /api/submit-quiz (20 answers)': {
      url: `${api.url}/api/submit-quiz`,
      requests: submissions.map((body) => ({ method: 'POST', path: '/api/submit-quiz', body })),
    },
    'GET /api/questions': { url: `${api.url}/api/questions` },
  };

  // A short warm-up per target (JIT, connection pools, caches), not counted.
  for (const scenario of Object.values(scenarios)) await load({ ...scenario, connections: CONNECTIONS, duration: 2 });

  // Other work on the machine drifts over a run, so the baseline is measured before and after every target and each
  // target is compared with the mean of the two measurements around it.
  const baselineScenario = scenarios['GET /hello (baseline)'];
  const measure = (scenario) => load({ ...scenario, connections: CONNECTIONS, duration: DURATION });
  const targets = {
    'POST /api/track': 0.8,
    'POST /api/submit-quiz (20 answers)': 0.3,
    'GET /api/questions': 0.5,
  };
  const baselines = [await measure(baselineScenario)];
  const results = {};
  const baselineFor = {};
  for (const name of Object.keys(targets)) {
    results[name] = await measure(scenarios[name]);
    baselines.push(await measure(baselineScenario));
    baselineFor[name] = (baselines.at(-2).requestsPerSecond + baselines.at(-1).requestsPerSecond) / 2;
  }

  const rows = baselines.map((result, index) => ({ endpoint: `GET /hello (baseline ${index + 1})`, result, ratio: '', target: '' }));
  for (const [name, ratio] of Object.entries(targets)) {
    rows.push({ endpoint: name, result: results[name], ratio: (results[name].requestsPerSecond / baselineFor[name]).toFixed(2), target: `≥ ${ratio}x` });
  }
  printTable(
    `Quiz API vs Express hello world (${CONNECTIONS} connections, ${DURATION} s each, PGlite, production build)`,
    rows.map(({ endpoint, result, ratio, target }) => ({
      endpoint,
      'req/s': Math.round(result.requestsPerSecond),
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      errors: result.errors,
      'non-2xx': result.non2xx,
      requests: result.total,
      'x baseline (mean of the runs around it)': ratio,
      target,
    })),
  );

  let ok = true;
  for (const [name, ratio] of Object.entries(targets)) {
    const result = results[name];
    const actual = result.requestsPerSecond / baselineFor[name];
    ok = verdict(actual >= ratio, `${name}: ${actual.toFixed(2)}x baseline (target ≥ ${ratio}x)`) && ok;
    ok = verdict(result.errors === 0 && result.non2xx === 0, `${name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`) && ok;
  }
  const track = results['POST /api/track'];
  ok = verdict(track.p99 < 50, `POST /api/track: p99 ${track.p99} ms (target < 50 ms)`) && ok;
  process.exitCode = ok ? 0 : 1;
} finally {
  await api.stop();
  await baseline.stop();
}
