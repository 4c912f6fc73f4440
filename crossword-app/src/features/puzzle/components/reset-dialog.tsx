import { Button } from '@edna/ui-kit';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@edna/ui-kit/dialog';

export interface ResetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  onConfirm: () => void;
}

/** Reset asks first: it wipes every letter and solved clue (the timer and the hints used stay). */
export function ResetDialog({ open, onOpenChange, onCloseAutoFocus, onConfirm }: ResetDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxWidth="26rem" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>Reset the puzzle?</DialogTitle>
        <DialogDescription>Every letter and solved clue is cleared. The timer keeps running and the hints you used stay used.</DialogDescription>
        <DialogFooter>
          <Button variant="ghost" onClick={() => onOpenChange(false)} autoFocus>
            Keep playing
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            Reset puzzle
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
