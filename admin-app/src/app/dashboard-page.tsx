import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Spinner, toast, useDocumentTitle } from '@edna/ui-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@edna/ui-kit/tabs';
import { AnalyticsOverview } from '../features/analytics/components/analytics-overview';
import { useLogout } from '../features/auth/api/use-auth-mutations';
import { BackupPanel } from '../features/backup/components/backup-panel';
import { AdSettingsSection } from '../features/integrations/components/ad-settings-form';
import { LiveFeedPanel } from '../features/live-feed/components/live-feed-panel';
import { useLiveFeed } from '../features/live-feed/use-live-feed';
import { MoodTab } from '../features/mood/components/mood-tab';
import { QuestionsTab } from '../features/questions/components/questions-tab';
import { CrosswordAnalytics } from '../features/crossword-analytics/components/crossword-analytics';
import { Muted, Section, TabStack } from '../shared/components/layout';
import { rangeParamsOf } from '../shared/range/date-range';
import { RangePicker } from '../shared/range/range-picker';
import { useDateRange } from '../shared/range/use-date-range';
import { apiErrorMessage } from '@edna/shared-contracts/client';
import { useCurrentUser } from '../shared/session/use-current-user';
import { useSessionTimer } from '../shared/session/use-session-timer';
import { useSignOutOnUnauthorized } from '../shared/session/use-sign-out-on-unauthorized';

const TABS = [
  { value: 'questions', label: 'Questions' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'mood', label: 'Mood' },
  { value: 'crossword', label: 'Crossword' },
  { value: 'integrations', label: 'Integrations' },
  { value: 'system', label: 'System' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const ANALYTICS_TABS: ReadonlySet<string> = new Set(['analytics', 'mood', 'crossword']);

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/** /admin (the shell lets only admins in). The open tab is kept in the address (?tab=…) so a reload keeps it. */
export function DashboardPage() {
  useDocumentTitle('Admin dashboard');
  useSessionTimer();
  useSignOutOnUnauthorized();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'questions';
  // The live feed connects when Analytics is first opened and then stays connected for the visit.
  const [feedWanted, setFeedWanted] = useState(tab === 'analytics');
  const feed = useLiveFeed(feedWanted || tab === 'analytics');
  const logout = useLogout();

  const selectTab = (value: string) => {
    if (value === 'analytics') setFeedWanted(true);
    // The analytics tabs share the date range, so it goes along from one to the other.
    const range = ANALYTICS_TABS.has(value) && ANALYTICS_TABS.has(tab) ? rangeParamsOf(params) : {};
    setParams(value === 'questions' ? {} : { tab: value, ...range }, { replace: true });
  };

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast({ title: 'You have been logged out successfully' }),
      onError: (error) => toast({ title: 'Logout failed', description: apiErrorMessage(error) ?? error.message, variant: 'destructive' }),
    });

  return (
    <Page>
      <PageHeader>
        <div>
          <h1>Admin dashboard</h1>
          {user ? <Muted>Signed in as {user.email}</Muted> : null}
        </div>
        <Button variant="outline" onClick={onLogout} disabled={logout.isPending}>
          {logout.isPending ? <Spinner size="sm" label="Logging out…" /> : null}
          Logout
        </Button>
      </PageHeader>
      <Tabs value={tab} onValueChange={selectTab}>
        <WrappingTabsList aria-label="Dashboard sections">
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </WrappingTabsList>
        <TabsContent value="questions">
          <QuestionsTab />
        </TabsContent>
        <TabsContent value="analytics">
          <RangeTab title="Analytics" id="analytics" after={<LiveFeedPanel feed={feed} />}>
            <AnalyticsOverview />
          </RangeTab>
        </TabsContent>
        <TabsContent value="mood">
          <RangeTab title="Mood statistics" id="mood">
            <MoodTab />
          </RangeTab>
        </TabsContent>
        <TabsContent value="crossword">
          <RangeTab title="Crossword" id="crossword">
            <CrosswordAnalytics />
          </RangeTab>
        </TabsContent>
        <TabsContent value="integrations">
          <Section title="Google AdSense" id="adsense">
            <AdSettingsSection />
          </Section>
        </TabsContent>
        <TabsContent value="system">
          <BackupPanel />
        </TabsContent>
      </Tabs>
    </Page>
  );
}

/** An analytics tab: the date range picker (bound to the address) above the tab's section. */
function RangeTab({ title, id, after, children }: { title: string; id: string; after?: ReactNode; children: ReactNode }) {
  const [selection, select] = useDateRange();
  return (
    <TabStack>
      <RangePicker selection={selection} onChange={select} />
      <Section title={title} id={id}>
        {children}
      </Section>
      {after}
    </TabStack>
  );
}

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  padding-bottom: 3rem;
  min-width: 0;

  [role='tabpanel'] {
    min-width: 0;
  }
`;

/* Wraps instead of scrolling sideways, so every tab stays in sight on a phone. */
const WrappingTabsList = styled(TabsList)`
  flex-wrap: wrap;
  overflow-x: visible;
`;

const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;

  h1 {
    font-size: clamp(1.75rem, 5vw, 2.25rem);
    margin-bottom: 0.25rem;
  }
`;
