import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, Spinner, toast } from '@edna/ui-kit';
import { validateAdSettings, type AdSettingsField } from '@edna/shared-contracts/rules';
import type { AdSettings } from '@edna/shared-contracts';
import { LoadError, LoadingBlock } from '../../../shared/components/query-state';
import { apiErrorMessage } from '@edna/shared-contracts/client';
import { useAdSettings, useRemoveAdSettings, useSaveAdSettings } from '../api/ad-settings-api';

export const SAVED_MESSAGE = 'Google Adsense settings have been saved successfully. Changes will apply on page reload.';

/** The ad-network settings, prefilled from the server once loaded. */
export function AdSettingsSection() {
  const settings = useAdSettings();
  if (settings.isPending) return <LoadingBlock label="Loading the ad settings…" />;
  if (settings.isError) return <LoadError what="The ad settings" error={settings.error} onRetry={() => void settings.refetch()} />;
  return <AdSettingsForm initial={settings.data} />;
}

function AdSettingsForm({ initial }: { initial: AdSettings }) {
  const [client, setClient] = useState(initial.googleAdClient);
  const [verification, setVerification] = useState(initial.googleVerification);
  const [problem, setProblem] = useState<{ field: AdSettingsField; message: string } | null>(null);
  const save = useSaveAdSettings();
  const remove = useRemoveAdSettings();
  const busy = save.isPending || remove.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = validateAdSettings({ googleAdClient: client, googleVerification: verification });
    if (!check.ok) {
      setProblem({ field: check.field, message: check.message });
      toast({ title: check.message, variant: 'destructive' });
      return;
    }
    setProblem(null);
    const values = { googleAdClient: check.googleAdClient, googleVerification: check.googleVerification };
    save.mutate(values, {
      onSuccess: () => {
        // Show what is stored: a pasted meta tag becomes its content value.
        setClient(values.googleAdClient);
        setVerification(values.googleVerification);
        toast({ title: 'Settings saved', description: SAVED_MESSAGE });
      },
      onError: (error) =>
        toast({
          title: 'Failed to save settings',
          description: apiErrorMessage(error) ?? 'An error occurred while saving settings',
          variant: 'destructive',
        }),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        setClient('');
        setVerification('');
        setProblem(null);
        toast({ title: 'Ad settings removed', description: answer.message });
      },
      onError: (error) =>
        toast({ title: 'Failed to remove the ad settings', description: apiErrorMessage(error) ?? 'An error occurred while removing the ad settings', variant: 'destructive' }),
    });

  const errorFor = (field: Exclude<AdSettingsField, 'both'>) => (problem && (problem.field === field || problem.field === 'both') ? problem.message : undefined);

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Google AdSense settings">
      <Field label="AdSense client ID" hint="Your publisher ID, in the form ca-pub-XXXXXXXXXXXXXXXX." error={errorFor('client')}>
        <Input
          name="googleAdClient"
          autoComplete="off"
          spellCheck={false}
          placeholder="ca-pub-XXXXXXXXXXXXXXXX"
          value={client}
          onChange={(event) => setClient(event.target.value)}
        />
      </Field>
      <Field
        label="Site verification"
        hint={
          <>
            Paste the whole tag Google gives you, such as <code>{'<meta name="google-site-verification" content="…">'}</code>, or only its content
            value. Only the content value is stored.
          </>
        }
        error={errorFor('verification')}
      >
        <Input
          name="googleVerification"
          autoComplete="off"
          spellCheck={false}
          placeholder="Meta tag or content value"
          value={verification}
          onChange={(event) => setVerification(event.target.value)}
        />
      </Field>
      <Note>
        Fill in at least one. When a client ID is set, visitors see a cookie-consent banner, and the ad script loads only after they accept. Saving
        without a client ID, or removing the ad settings, switches ads off.
      </Note>
      <Actions>
        <Button type="submit" disabled={busy}>
          {save.isPending ? <Spinner size="sm" label="Saving…" /> : null}
          Save Settings
        </Button>
        <Button type="button" variant="outline" disabled={busy || (!initial.googleAdClient && !initial.googleVerification && !client && !verification)} onClick={onRemove}>
          {remove.isPending ? <Spinner size="sm" label="Removing…" /> : null}
          Remove ad settings
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 1.25rem;
  max-width: 40rem;

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.8125rem;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
