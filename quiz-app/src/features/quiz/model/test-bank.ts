import { ENTREPRENEUR_TYPES } from '@edna/shared-contracts/rules';
import type { Question } from '@edna/shared-contracts';

/** A bank of `size` questions, ids 1..size, categories round robin, powers spread so the order is easy to predict. */
export function makeBank(size: number, power: (id: number) => number | undefined = (id) => Math.round((1 - id / 1000) * 1000) / 1000): Question[] {
  return Array.from({ length: size }, (_, index) => {
    const id = index + 1;
    const diagnosticPower = power(id);
    return {
      id,
      text: `Question ${id}`,
      category: ENTREPRENEUR_TYPES[index % 5]!,
      ...(diagnosticPower === undefined ? {} : { diagnosticPower }),
      options: (['a', 'b', 'c', 'd', 'e'] as const).map((optionId) => ({ id: optionId, text: `Option ${optionId} of ${id}` })),
    };
  });
}
