import { useState } from 'react';
import styled from 'styled-components';
import { useMutation } from '@tanstack/react-query';
import { Button, Spinner, toast } from '@edna/ui-kit';
import { Muted, Section, TabStack } from '../../../shared/components/layout';
import { apiErrorMessage } from '@edna/shared-contracts/client';
import { BackupVerificationError, downloadVerifiedBackup } from '../api/download-backup';

export function BackupPanel() {
  const [problem, setProblem] = useState<string | null>(null);
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const backup = useMutation({ mutationFn: downloadVerifiedBackup });

  const onDownload = () => {
    setProblem(null);
    backup.mutate(undefined, {
      onSuccess: (fileName) => {
        setSavedAs(fileName);
        toast({ title: 'Data Backup Complete', description: 'Analytics data has been successfully backed up and verified.' });
      },
      onError: (error) => {
        console.error('Backup failed', error);
        if (error instanceof BackupVerificationError) setProblem(`The backup was not saved: ${error.message}`);
        toast({ title: 'Backup Failed', description: apiErrorMessage(error) ?? 'Failed to backup data', variant: 'destructive' });
      },
    });
  };

  return (
    <TabStack>
      <Section title="Data backup" id="data-backup">
        <Muted>
          Downloads every analytics record (events, moods, quiz results, crossword scores, share badges) and the question bank as one JSON file
          named with the date. No passwords or tokens are included. The file is checked against its counts and checksum before it is saved.
        </Muted>
        <div>
          <Button onClick={onDownload} disabled={backup.isPending}>
            {backup.isPending ? <Spinner size="sm" label="Preparing the backup…" /> : null}
            Download Backup
          </Button>
        </div>
        {problem ? <Problem role="alert">{problem}</Problem> : null}
        {savedAs && !problem ? (
          <Muted>
            Last backup saved as <code>{savedAs}</code>.
          </Muted>
        ) : null}
      </Section>
    </TabStack>
  );
}

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
