import { Component, Suspense, startTransition, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Button, Spinner } from '@edna/ui-kit';
import type { RemoteKey } from '@edna/shared-contracts/rules';
import { pageDataClientMismatch, type RemoteLoadFailureReason } from '@edna/shared-contracts/shell-remote-contract';
import { CenteredBlock, MessagePanel } from '../../shared/page-blocks';
import { StaticMainOr } from '../../shared/static-main';
import { loadDataClient, loadedDataClient, type DataClientProvider } from '../../shared/data-client';
import { onFirstInteraction } from '../../shared/first-interaction';
import { RemoteLoadError, loadRemotePages, loadedRemote, type LoadedRemote } from './load-remote-pages';
import { reportRemoteLoadFailure } from './report-load-failure';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType; DataClient: DataClientProvider | null }
  | { status: 'failed'; reason: RemoteLoadFailureReason };

const REMOTE_LABELS: Record<RemoteKey, string> = { quiz: 'quiz', crossword: 'crossword', admin: 'admin area' };

function initialState(remote: RemoteKey, page: string, usesDataClient: boolean): LoadState {
  const loaded = loadedRemote(remote);
  const Page = loaded?.pages[page];
  const DataClient = usesDataClient ? loadedDataClient() : null;
  return loaded && Page && (DataClient || !usesDataClient) ? pageState(loaded, page, DataClient) : { status: 'loading' };
}

/** The page of a loaded remote, or why this shell cannot show it (no such page; the data-client rule). */
function pageState(loaded: LoadedRemote, page: string, DataClient: DataClientProvider | null): LoadState {
  const Page = loaded.pages[page];
  if (!Page) return { status: 'failed', reason: 'missing_page' };
  if (pageDataClientMismatch(loaded.declaration, page, DataClient !== null)) return { status: 'failed', reason: 'data_client' };
  return { status: 'ready', Page, DataClient };
}

/**
 * Renders one page of a remote, loading the remote on first use, and with it the data client unless the page
 * manifest says the page uses none; a failure shows a fallback with Retry and is reported to the admins' live feed.
 */
export function RemotePage({ remote, page, usesDataClient }: { remote: RemoteKey; page: string; usesDataClient: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(remote, page, usesDataClient));

  useEffect(() => {
    let cancelled = false;
    const ready = initialState(remote, page, usesDataClient);
    if (ready.status === 'ready' && attempt === 0) {
      setState(ready);
      return;
    }
    setState({ status: 'loading' });
    Promise.all([loadRemotePages(remote, { retry: attempt > 0 }), usesDataClient ? loadDataClient() : null]).then(
      ([loaded, DataClient]) => {
        if (cancelled) return;
        const next = pageState(loaded, page, DataClient);
        if (next.status === 'failed') reportRemoteLoadFailure(remote, window.location.pathname, next.reason);
        // Rendered in slices (a transition), so a page's first render is no long task; the frame stays meanwhile.
        startTransition(() => setState(next));
      },
      (error: unknown) => {
        console.error(`Could not load the ${remote} remote`, error);
        const reason = error instanceof RemoteLoadError ? error.reason : 'load_error';
        reportRemoteLoadFailure(remote, window.location.pathname, reason);
        if (!cancelled) setState({ status: 'failed', reason });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, page, usesDataClient, attempt]);

  useEffect(() => {
    if (usesDataClient) return;
    // The visitor's next page most likely uses the data client: fetch it when they start to interact with this one.
    return onFirstInteraction(() => void loadDataClient().catch(() => undefined));
  }, [usesDataClient]);

  const retry = () => setAttempt((count) => count + 1);

  const loadingIndicator = (
    <StaticMainOr
      fallback={
        <CenteredBlock>
          <Spinner label={`Loading the ${REMOTE_LABELS[remote]}…`} />
        </CenteredBlock>
      }
    />
  );
  if (state.status === 'loading') return loadingIndicator;
  if (state.status === 'failed') return <RemoteFallback remote={remote} reason={state.reason} onRetry={retry} />;
  // Remotes may expose pages as React.lazy components so a first visit downloads only the page it shows.
  return (
    <RemoteErrorBoundary key={`${page}-${attempt}`} fallback={<RemoteFallback remote={remote} onRetry={retry} />}>
      <Suspense fallback={loadingIndicator}>
        {state.DataClient ? (
          <state.DataClient>
            <state.Page />
          </state.DataClient>
        ) : (
          <state.Page />
        )}
      </Suspense>
    </RemoteErrorBoundary>
  );
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

class RemoteErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A remote page crashed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
