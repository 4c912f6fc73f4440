import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, Card, toast } from '@edna/ui-kit';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from '@edna/ui-kit/dialog';
import { comparePath, resultPermalinkPath } from '@edna/shared-contracts/rules';
import { Muted, SectionTitle } from '../../../shared/layout';
import { forgetStoredResult, readResultLink, type ResultLinkSecrets } from '../../../shared/quiz-storage';
import { deleteKeptResult, isResultGone, keptResultQueryKey } from '../api/kept-results';
import { CopyField } from './copy-field';

/** The private link to keep, the read-only link to send a co-founder, and Delete this result. */
export function KeepResultPanel({ link }: { link: ResultLinkSecrets }) {
  const origin = window.location.origin;
  return (
    <>
      <Card as="section" aria-labelledby="keep-heading">
        <SectionTitle id="keep-heading">Keep your result</SectionTitle>
        <Stack>
          <CopyField
            label="Your private link"
            copyLabel="Copy your private link"
            value={`${origin}${resultPermalinkPath(link.token)}`}
            description="Open it on any device to see this result again. Anyone with this link can see and delete your result, so keep it to yourself."
          />
          <DeleteResult token={link.token} />
        </Stack>
      </Card>
      <Card as="section" aria-labelledby="compare-heading">
        <SectionTitle id="compare-heading">Compare with a co-founder</SectionTitle>
        <CopyField
          label="Compare link"
          copyLabel="Copy the compare link"
          value={`${origin}${comparePath(link.compareCode)}`}
          description="Send this link to a co-founder or partner: they see your result beside theirs, what each of you brings and how your types complement. It only shows your result; it cannot delete it."
        />
      </Card>
    </>
  );
}

function DeleteResult({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);

  const leave = (title: string, description: string) => {
    if (readResultLink()?.token === token) forgetStoredResult();
    queryClient.removeQueries({ queryKey: keptResultQueryKey(token) });
    toast({ title, description });
    navigate('/', { replace: true });
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteKeptResult(token);
      leave('Result deleted', 'Your result, its links and its share page were deleted for good.');
    } catch (error) {
      if (isResultGone(error)) {
        leave('Result already deleted', 'This result had already been deleted.');
        return;
      }
      console.error('Deleting the result failed', error);
      setDeleting(false);
      toast({ title: 'Could not delete the result', description: 'Nothing was deleted. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <DeleteRow>
      <Muted>Deleting removes this result, its private and compare links and its share page for good.</Muted>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="danger" disabled={deleting} aria-busy={deleting || undefined}>
            Delete this result
          </Button>
        </DialogTrigger>
        <DialogContent maxWidth="28rem">
          <DialogTitle>Delete this result for good?</DialogTitle>
          <DialogDescription>
            Your result, its private link, its compare link and its share page will be deleted. This cannot be undone.
          </DialogDescription>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <DialogClose asChild>
              <Button variant="danger" onClick={() => void remove()}>
                Delete for good
              </Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </DeleteRow>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const DeleteRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    flex: 1 1 16rem;
  }
`;
