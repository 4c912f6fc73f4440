import { Component, Suspense, use, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Button, Spinner } from '@edna/ui-kit';
import type { RemoteKey } from '@edna/shared-contracts/site';
import { pageDataClientMismatch, type RemoteLoadFailureReason } from '@edna/shared-contracts/shell-remote-contract';
import { CenteredBlock, MessagePanel } from '../../shared/page-blocks';
import { loadDataClient, type DataClientProvider } from '../../shared/data-client';
import { onFirstInteraction } from '../../shared/first-interaction';
import { PageReady } from '../../shared/page-ready';
import { FirstPaintSlot, useFirstPaintSlot } from './first-paint-slot';
import { RemoteLoadError, loadRemotePages } from './load-remote-pages';
import { reportRemoteLoadFailure } from './report-load-failure';

interface ReadyPage {
  Page: ComponentType;
  DataClient: DataClientProvider | null;
}

/** A promise `use()` reads at once when it has settled: it carries React's `status`/`value`/`reason` fields. */
type TrackedPromise<T> = Promise<T>;

const REMOTE_LABELS: Record<RemoteKey, string> = { quiz: 'quiz', crossword: 'crossword', admin: 'admin area' };

const pageLoads = new Map<string, TrackedPromise<ReadyPage>>();

/**
 * One load per remote page and attempt, kept, so every render (the hydrating one, a later visit) reads the same
 * promise: the remote's pages and the data client, unless the page manifest says the page uses none or the remote
 * declares it renders the page without one (known from its manifest, before its code is fetched). A failure rejects
 * with a RemoteLoadError (its reason) and is reported to the admins' live feed.
 */
function loadRemotePage(remote: RemoteKey, page: string, usesDataClient: boolean, attempt: number): TrackedPromise<ReadyPage> {
  const key = `${remote}/${page}/${usesDataClient}/${attempt}`;
  const existing = pageLoads.get(key);
  if (existing) return existing;
  const { checked, loaded: remoteLoaded } = loadRemotePages(remote, { retry: attempt > 0 });
  const dataClient = usesDataClient ? checked.then((declaration) => (declaration?.pages[page]?.dataClient === false ? null : loadDataClient())) : null;
  const load: TrackedPromise<ReadyPage> = Promise.all([remoteLoaded, dataClient])
    .then(([loaded, DataClient]) => {
      const Page = loaded.pages[page];
      if (!Page) throw new RemoteLoadError('missing_page', `The ${remote} remote has no page ${page}`);
      if (pageDataClientMismatch(loaded.declaration, page, DataClient !== null)) {
        throw new RemoteLoadError('data_client', `The ${remote} remote's page ${page} needs another data client rule`);
      }
      return { Page, DataClient };
    })
    .catch((error: unknown) => {
      console.error(`Could not load the ${remote} remote`, error);
      const failure = error instanceof RemoteLoadError ? error : new RemoteLoadError('load_error', String(error));
      reportRemoteLoadFailure(remote, window.location.pathname, failure.reason);
      throw failure;
    });
  Object.assign(load, { status: 'pending' });
  // Block bodies: a handler that returned `load` itself would make the chained promise adopt its rejection.
  load.then(
    (value) => {
      Object.assign(load, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(load, { status: 'rejected', reason });
    },
  );
  pageLoads.set(key, load);
  return load;
}

/** What shows while a remote's page is on its way, unless the document already holds the page's first view. */
export function RemoteLoading({ remote }: { remote: RemoteKey }) {
  return (
    <CenteredBlock>
      <Spinner label={`Loading the ${REMOTE_LABELS[remote]}…`} />
    </CenteredBlock>
  );
}

/**
 * Renders one page of a remote inside a Suspense boundary, loading the remote on first use (`use()` of the kept
 * load). The document's first paint holds the same boundary with the remote's own first view in it: hydration keeps
 * that HTML until the remote's code has arrived, then takes it over. A failure shows a fallback with Retry.
 */
export function RemotePage({ remote, page, usesDataClient }: { remote: RemoteKey; page: string; usesDataClient: boolean }) {
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (usesDataClient) return;
    // The visitor's next page most likely uses the data client: fetch it when they start to interact with this one.
    return onFirstInteraction(() => void loadDataClient().catch(() => undefined));
  }, [usesDataClient]);

  const retry = () => setAttempt((count) => count + 1);
  return (
    <RemoteErrorBoundary key={`${page}-${attempt}`} fallback={(error) => <RemoteFallback remote={remote} reason={error instanceof RemoteLoadError ? error.reason : undefined} onRetry={retry} />}>
      <Suspense fallback={<RemoteLoading remote={remote} />}>
        <RemotePageContent remote={remote} page={page} usesDataClient={usesDataClient} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemotePageContent({ remote, page, usesDataClient, attempt }: { remote: RemoteKey; page: string; usesDataClient: boolean; attempt: number }) {
  if (useFirstPaintSlot()) return <FirstPaintSlot />;
  return <LoadedRemotePage {...use(loadRemotePage(remote, page, usesDataClient, attempt))} />;
}

function LoadedRemotePage({ Page, DataClient }: ReadyPage) {
  const content = (
    <>
      <Page />
      <PageReady />
    </>
  );
  return DataClient ? <DataClient>{content}</DataClient> : content;
}

/** The visitor's explanation of a failure the shell found in the contract check (none for a failed download). */
const REASON_TEXTS: Partial<Record<RemoteLoadFailureReason, string>> = {
  contract_version: 'This version of it needs a newer version of the site around it.',
  missing_module: 'This version of it does not offer its pages.',
  shared_version: 'This version of it needs different versions of the libraries the site shares.',
  data_client: 'This version of the page needs a data connection the site does not give it yet.',
  missing_page: 'This version of it does not have this page.',
};

export function RemoteFallback({ remote, reason, onRetry }: { remote: RemoteKey; reason?: RemoteLoadFailureReason; onRetry: () => void }) {
  const reasonText = reason && REASON_TEXTS[reason];
  return (
    <MessagePanel role="alert" aria-live="assertive" data-reason={reason}>
      <h1>This part of the site could not be loaded</h1>
      <p>
        The {REMOTE_LABELS[remote]} is temporarily unavailable. Check your connection and try again; the rest of the site keeps
        working.
      </p>
      {reasonText && <p>{reasonText}</p>}
      <Button onClick={onRetry}>Retry</Button>
    </MessagePanel>
  );
}

class RemoteErrorBoundary extends Component<{ fallback: (error: unknown) => ReactNode; children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (!(error instanceof RemoteLoadError)) console.error('A remote page crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
