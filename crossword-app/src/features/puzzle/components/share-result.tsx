import { useId } from 'react';
import styled from 'styled-components';
import { Button, Card, toast } from '@edna/ui-kit';
import { shareText, type ShareResult } from '../lib/share-text';

/** After completion: the spoiler-free result text (date, time, hints, mistakes, no answers) with a Copy button. */
export function ShareResultCard({ result }: { result: ShareResult }) {
  const id = useId();
  const text = shareText(result, window.location.origin);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Result copied', description: 'Paste it anywhere: it shows your time, not the answers.' });
    } catch (error) {
      console.warn('Copy failed', error);
      toast({ title: 'Copy failed', description: 'Select the text and copy it yourself.', variant: 'destructive' });
    }
  };
  return (
    <Panel as="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Share your result</h2>
      <label htmlFor={`${id}-text`}>Spoiler-free result</label>
      <ResultText id={`${id}-text`} readOnly value={text} rows={5} onFocus={(event) => event.target.select()} />
      <Button onClick={copy}>Copy result</Button>
    </Panel>
  );
}

const Panel = styled(Card)`
  width: min(100%, 34rem);
  margin: 1rem auto 0;
  display: grid;
  gap: 0.5rem;
  h2 {
    font-size: 1.125rem;
    margin: 0;
  }
  label {
    font-weight: 600;
  }
  button {
    justify-self: start;
  }
`;

const ResultText = styled.textarea`
  width: 100%;
  padding: 0.5rem 0.75rem;
  font: inherit;
  font-size: max(1rem, 16px);
  line-height: 1.4;
  resize: none;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
