import { Section, TabStack } from '../../../shared/components/layout';
import { GenerationControl } from './generation-control';
import { QuestionBank } from './question-bank';

export function QuestionsTab() {
  return (
    <TabStack>
      <Section title="Generate questions" id="generate-questions">
        <GenerationControl />
      </Section>
      <Section title="Question bank" id="question-bank">
        <QuestionBank />
      </Section>
    </TabStack>
  );
}
