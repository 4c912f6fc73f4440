import { act, render, screen } from '@testing-library/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY, USER_QUERY_OPTIONS } from '@edna/shared-contracts/client';
import type { User } from '@edna/shared-contracts';
import { loadDataClient, loadedDataClient } from './data-client';
import { currentUser, setUser, useUser } from './use-user';

const admin: User = { id: 1, email: 'ada@example.com', isAdmin: true };
const visitor: User = { id: 2, email: 'bob@example.com', isAdmin: false };

/** What the admin remote does: reads and writes the data client's user entry. */
function RemoteUser() {
  const { data } = useQuery(USER_QUERY_OPTIONS);
  const client = useQueryClient();
  return (
    <>
      <p>remote sees {data === undefined ? 'nothing yet' : (data?.email ?? 'nobody')}</p>
      <button type="button" onClick={() => client.setQueryData(USER_QUERY_KEY, null)}>
        remote signs out
      </button>
      <button type="button" onClick={() => client.setQueryData(USER_QUERY_KEY, visitor)}>
        remote signs in bob
      </button>
    </>
  );
}

/** What the header does: reads the shell's user. */
function HeaderUser() {
  const { user } = useUser();
  return <p>header sees {user?.email ?? 'nobody'}</p>;
}

// The user is known before the client loads, so no request is made (this environment has no fetch: a request would
// fail and read as nobody signed in).
test('the data client and the shell share one signed-in user, both ways', async () => {
  setUser(admin);
  expect(loadedDataClient()).toBeNull();
  const DataClient = await loadDataClient();
  expect(loadedDataClient()).toBe(DataClient);
  expect(await loadDataClient()).toBe(DataClient);

  render(
    <>
      <HeaderUser />
      <DataClient>
        <RemoteUser />
      </DataClient>
    </>,
  );
  expect(await screen.findByText('remote sees ada@example.com')).toBeInTheDocument();
  expect(screen.getByText('header sees ada@example.com')).toBeInTheDocument();

  act(() => screen.getByRole('button', { name: 'remote signs out' }).click());
  expect(await screen.findByText('header sees nobody')).toBeInTheDocument();
  expect(currentUser()).toBeNull();

  act(() => screen.getByRole('button', { name: 'remote signs in bob' }).click());
  expect(await screen.findByText('header sees bob@example.com')).toBeInTheDocument();

  act(() => setUser(admin));
  expect(await screen.findByText('remote sees ada@example.com')).toBeInTheDocument();
  expect(screen.getByText('header sees ada@example.com')).toBeInTheDocument();
});
