import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@edna/shared-contracts/client';
import type { MoodRequest, OkResponse, Question, QuestionCountResponse, SubmitQuizRequest, SubmitQuizResponse } from '@edna/shared-contracts';

export const QUESTION_COUNT_QUERY_KEY = ['/api/questions/count'] as const;
export const QUESTIONS_QUERY_KEY = ['/api/questions'] as const;

/** The question count first (the gate), then the questions, only once the count has answered. */
export function useQuizQuestions() {
  const count = useQuery<QuestionCountResponse>({ queryKey: QUESTION_COUNT_QUERY_KEY });
  const questions = useQuery<Question[]>({ queryKey: QUESTIONS_QUERY_KEY, enabled: count.data !== undefined });
  const error = count.error ?? questions.error;
  return {
    questionCount: count.data?.count,
    questions: questions.data,
    isLoading: !error && questions.data === undefined,
    error,
    retry: () => {
      if (count.error) void count.refetch();
      else void questions.refetch();
    },
  };
}

export function useSubmitQuiz() {
  return useMutation({
    mutationFn: (request: SubmitQuizRequest) => apiRequest<SubmitQuizResponse>('POST', '/api/submit-quiz', request),
  });
}

export function postMood(request: MoodRequest): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/api/mood', request);
}
