import { TYPE_INFO } from '@edna/shared-contracts';

/** The provider failed (network, timeout, HTTP error, an answer that is not a chat completion). */
export class AiProviderError extends Error {
  constructor(
    message: string,
    /** Worth another attempt (timeouts, 429, 5xx, network); a 401 or 404 is not. */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiProviderOptions {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://localhost:8080/v1 (llama.cpp). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface ChatClient {
  /** The assistant message content of one chat completion that asks for a JSON object. */
  complete(messages: ChatMessage[]): Promise<string>;
}

/**
 * A client for any OpenAI-compatible chat-completions API (OpenAI, Ollama, llama.cpp server, vLLM, …):
 * POST {baseUrl}/chat/completions with `response_format: {type: 'json_object'}`, Bearer auth when a key is set.
 */
export function createOpenAiCompatibleClient(options: AiProviderOptions): ChatClient {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async complete(messages) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: options.model, messages, response_format: { type: 'json_object' }, temperature: 0.9 }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        // Duck-typed: the abort reason is a DOMException, which is not always an instance of this realm's Error.
        const name = (error as { name?: unknown } | null)?.name;
        const timedOut = name === 'TimeoutError' || name === 'AbortError';
        throw new AiProviderError(
          timedOut
            ? `The AI provider did not answer within ${Math.round(options.timeoutMs / 1000)} s.`
            : 'The AI provider could not be reached. Check AI_BASE_URL and that the provider is running.',
          !timedOut,
        );
      }
      const body = await response.text().catch(() => '');
      if (!response.ok) {
        const detail = providerErrorMessage(body);
        throw new AiProviderError(
          `The AI provider answered HTTP ${response.status}${detail ? `: ${detail}` : ''}.`,
          response.status === 429 || response.status >= 500,
        );
      }
      let content: unknown;
      try {
        content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
      } catch {
        content = undefined;
      }
      if (typeof content !== 'string') throw new AiProviderError('The AI provider did not answer with a chat completion.', true);
      return content;
    },
  };
}

/** The provider's own error text (OpenAI shape {error: {message}}), shortened. */
function providerErrorMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    return typeof message === 'string' ? message.slice(0, 200) : '';
  } catch {
    return '';
  }
}

const TYPE_LINES = TYPE_INFO.map((info) => `- ${info.optionId}: ${info.type} (${info.description})`).join('\n');

/** The item-writing rules of docs/item-writing.md, as the model needs them. */
export const SYSTEM_PROMPT = `You write items for a forced-choice situational-judgement test that tells people which of five entrepreneurial types describes them:
${TYPE_LINES}

Each item is one concrete business situation and five options, one per type, in the order a to e above. The reader picks the option they would most likely take. An item measures type only when all five options are about equally attractive: if one is obviously best (the textbook or the kind answer) or obviously worst (careless, reckless, mean), it measures politeness instead. Follow these rules:
1. A concrete situation: who, what happened, what is at stake and the decision to make, in one to three short sentences ending with the question. No lists of traits, no "which word describes you", no abstract preferences.
2. Five defensible options: each one a competent, ethical founder could choose and defend to a smart board. None is reckless, negligent, unethical, lazy or a caricature.
3. Every option has a visible cost: the reader can see what it gives up (speed, money, quality, reach, goodwill, focus or certainty).
4. The types, written fairly:
   - Visionary (a): reframes the situation around a bigger future opportunity or a new model; it costs certainty and distance from today's problem. Not a fantasy, not ignoring the problem.
   - Pragmatist (b): structures the decision with data, a plan, a test or a financial model; it costs time and may miss the window. Not the obviously correct textbook answer.
   - Hustler (c): acts fast and smart: sells, negotiates, ships, uses the network, takes the opportunity now; it costs risk, rough edges or spread effort. Never careless, never cutting ethical corners.
   - Craftsman (d): raises the quality, depth or mastery of the product or craft; it costs time, money or a narrower market. Not perfectionism for its own sake.
   - Social Driver (e): puts the people affected at the centre (customers, staff, partners, neighbourhood, mission) and builds trust or inclusion as the route to the goal; it costs speed or margin. Not simply the kind option while the others are unkind.
5. Every option answers the problem posed and respects its pressure (for example three weeks of cash, or a rival's launch); none ignores or contradicts it.
6. Parallel form: every option starts with a verb, is as specific as the others and about as long: the longest at most 1.4 times the shortest. No word that labels a type (innovative, disruptive, visionary, strategic, data-driven, quickly, hustle, quality, perfect, excellent, community, impact, social, ethical, passionate, bold): show the behaviour instead.
7. Variety: vary industries, stages, company sizes, countries and roles; never repeat or closely rephrase an existing question, and never reuse another item's options.
8. Plain international English: short sentences, no idioms, no gendered assumptions, no brand names.

"category" is the type the situation tells apart best. "situation" is a short name of the situation in lower-case words joined by hyphens (for example "bakery-supplier-price-rise").

Answer with one JSON object and nothing else, exactly in this shape:
{"questions": [{"text": "…?", "category": "Visionary", "situation": "…", "options": [{"id": "a", "type": "Visionary", "text": "…"}, {"id": "b", "type": "Pragmatist", "text": "…"}, {"id": "c", "type": "Hustler", "text": "…"}, {"id": "d", "type": "Craftsman", "text": "…"}, {"id": "e", "type": "Social Driver", "text": "…"}]}]}

Limits: question text 20 to 300 characters; option texts 3 to 200 characters, all different; category is one of Visionary, Pragmatist, Hustler, Craftsman, Social Driver.`;

/** How many existing questions the prompt lists so the model steers away from them. */
export const PROMPT_EXISTING_SAMPLE = 40;

export function userPrompt(count: number, existing: readonly string[], feedback: string | null): string {
  const sample = existing.slice(-PROMPT_EXISTING_SAMPLE);
  return [
    `Write ${count} new question${count === 1 ? '' : 's'}.`,
    sample.length ? `Existing questions (do not repeat or rephrase them):\n${sample.map((text) => `- ${text}`).join('\n')}` : '',
    feedback ? `Your previous answer could not be used: ${feedback}. Follow the JSON shape and the rules exactly.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The `questions` array of the model's answer; tolerates a Markdown code fence around the JSON. */
export function questionsOf(content: string): unknown[] | null {
  const trimmed = content.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(trimmed)?.[1] ?? trimmed;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fenced);
  } catch {
    return null;
  }
  if (Array.isArray(parsed)) return parsed;
  if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { questions?: unknown }).questions)) {
    return (parsed as { questions: unknown[] }).questions;
  }
  return null;
}
