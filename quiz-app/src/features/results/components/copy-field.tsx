import { useId } from 'react';
import styled from 'styled-components';
import { Button, Input, Label, toast } from '@edna/ui-kit';

async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

interface CopyFieldProps {
  label: string;
  value: string;
  /** Extra words for the Copy button's accessible name when a page has several ("Copy the private link"). */
  copyLabel?: string;
  description?: string;
  onCopied?: () => void;
}

/** A read-only link with a Copy button; a copy that the browser refuses leaves the link selected for the keyboard. */
export function CopyField({ label, value, copyLabel, description, onCopied }: CopyFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const copy = async () => {
    const field = document.getElementById(id) as HTMLInputElement | null;
    if (await copyText(value, field)) {
      toast({ title: 'Link copied', description: 'URL has been copied to your clipboard' });
      onCopied?.();
    } else {
      field?.select();
      toast({ title: 'Could not copy the link', description: 'The link is selected: copy it with your keyboard or menu.' });
    }
  };
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {description && <Description id={descriptionId}>{description}</Description>}
      <Controls>
        <Input id={id} readOnly value={value} aria-describedby={description ? descriptionId : undefined} onFocus={(event) => event.currentTarget.select()} />
        <Button onClick={() => void copy()} aria-label={copyLabel}>
          Copy
        </Button>
      </Controls>
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: 0.375rem;
`;

const Description = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  & > input {
    flex: 1 1 14rem;
    min-width: 0;
  }
`;
