import { Component, Suspense, startTransition, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Button, Spinner } from '@edna/ui-kit';
import type { RemoteKey } from '@edna/shared-contracts/rules';
import { CenteredBlock, MessagePanel } from '../../shared/page-blocks';
import { StaticMainOr } from '../../shared/static-main';
import { loadDataClient, loadedDataClient, type DataClientProvider } from '../../shared/data-client';
import { onFirstInteraction } from '../../shared/first-interaction';
import { loadRemotePages, loadedPages } from './load-remote-pages';
import { reportRemoteLoadFailure } from './report-load-failure';

type LoadState = { status: 'loading' } | { status: 'ready'; Page: ComponentType; DataClient: DataClientProvider | null } | { status: 'failed' };

const REMOTE_LABELS: Record<RemoteKey, string> = { quiz: 'quiz', crossword: 'crossword', admin: 'admin area' };

function initialState(remote: RemoteKey, page: string, usesDataClient: boolean): LoadState {
  const Page = loadedPages(remote)?.[page];
  const DataClient = usesDataClient ? loadedDataClient() : null;
  return Page && (DataClient || !usesDataClient) ? { status: 'ready', Page, DataClient } : { status: 'loading' };
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
      ([pages, DataClient]) => {
        if (cancelled) return;
        const Page = pages[page];
        if (!Page) reportRemoteLoadFailure(remote, window.location.pathname);
        // Rendered in slices (a transition), so a page's first render is no long task; the frame stays meanwhile.
        startTransition(() => setState(Page ? { status: 'ready', Page, DataClient } : { status: 'failed' }));
      },
      (error: unknown) => {
        console.error(`Could not load the ${remote} remote`, error);
        reportRemoteLoadFailure(remote, window.location.pathname);
        if (!cancelled) setState({ status: 'failed' });
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
  if (state.status === 'failed') return <RemoteFallback remote={remote} onRetry={retry} />;
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

export function RemoteFallback({ remote, onRetry }: { remote: RemoteKey; onRetry: () => void }) {
  return (
    <MessagePanel role="alert" aria-live="assertive">
      <h1>This part of the site could not be loaded</h1>
      <p>
        The {REMOTE_LABELS[remote]} is temporarily unavailable. Check your connection and try again; the rest of the site keeps
        working.
      </p>
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
