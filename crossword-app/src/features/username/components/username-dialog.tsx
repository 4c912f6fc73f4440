import { useState, type FormEvent } from 'react';
import { USERNAME_INPUT_MAX_LENGTH, validateUsername } from '@edna/shared-contracts/rules';
import { Button, Field, Input } from '@edna/ui-kit';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@edna/ui-kit/dialog';

export interface UsernameDialogProps {
  open: boolean;
  /** Closing without a name (Escape, the close button, Skip) is reported as `onDismiss`. */
  onDismiss: () => void;
  onSave: (username: string) => void;
  /** When a score is waiting, the player may skip and play as a generated Player_{timestamp}. */
  scorePending: boolean;
  /** Where the focus goes when the dialog closes (Radix returns it only to its own trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** 'Enter the Leaderboard': a username of 2 to 20 letters, digits, underscores or hyphens. */
export function UsernameDialog({ open, onDismiss, onSave, scorePending, onCloseAutoFocus }: UsernameDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateUsername(value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setValue('');
    onSave(checked.username);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setError(null);
          onDismiss();
        }
      }}
    >
      <DialogContent maxWidth="28rem" {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}>
        <DialogTitle>Enter the Leaderboard</DialogTitle>
        <DialogDescription>
          {scorePending
            ? 'Choose the name your score appears under. Skip, and we will pick one for you.'
            : 'Choose the name your scores appear under on the leaderboards.'}
        </DialogDescription>
        <form onSubmit={submit} noValidate>
          <Field label="Username" hint="2 to 20 letters, numbers, underscores or hyphens." error={error ?? undefined}>
            <Input
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (error) setError(null);
              }}
              maxLength={USERNAME_INPUT_MAX_LENGTH}
              autoComplete="nickname"
              autoCapitalize="off"
              spellCheck={false}
              autoFocus
            />
          </Field>
          <DialogFooter>
            <Button variant="ghost" onClick={onDismiss}>
              {scorePending ? 'Skip' : 'Cancel'}
            </Button>
            <Button type="submit">Save username</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
