/**
 * Every `error` code the API may answer with (`{error, message}`). Clients branch on these codes, never on the
 * human message. The list only grows: a code is added when the API gains a refusal and is never renamed or reused,
 * because remotes built against an older list keep running beside a newer API.
 */
export const API_ERROR_CODES = [
  'ai_provider_failed',
  'already_submitted',
  'bad_request',
  'blocked_cell',
  'conflict',
  'cross_origin_request',
  'duplicate_question',
  'email_taken',
  'forbidden',
  'hint_limit_reached',
  'impossible_time',
  'internal_error',
  'invalid_ad_settings',
  'invalid_content_encoding',
  'invalid_credentials',
  'invalid_date',
  'invalid_json',
  'invalid_option',
  'invalid_path',
  'invalid_range',
  'invalid_session',
  'invalid_unicode',
  'invalid_username',
  'login_throttled',
  'missing_body',
  'missing_fields',
  'not_found',
  'payload_too_large',
  'practice_session',
  'puzzle_complete',
  'puzzle_not_available',
  'puzzle_not_solved',
  'question_not_found',
  'question_replaced',
  'registration_closed',
  'request_aborted',
  'result_not_found',
  'route_not_found',
  'session_expired',
  'session_not_found',
  'too_many_requests',
  'type_mismatch',
  'unauthorized',
  'unknown_clue',
  'unknown_event',
  'unsupported_encoding',
  'unsupported_media_type',
  'validation_failed',
  'wrong_answer',
  'wrong_puzzle_date',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

export const isApiErrorCode = (code: unknown): code is ApiErrorCode => typeof code === 'string' && KNOWN_CODES.has(code);
