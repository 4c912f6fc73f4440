import { REMOTE_PAGES_MODULE } from './site';
import { REMOTE_PAGE_MANIFEST } from './pages';
import { remoteContractDeclaration, remoteContractDeclarationSchema } from './schemas/shell-remote-contract';
import { trackRequestSchema } from './schemas/analytics';
import {
  REMOTE_CONTRACT_METADATA_KEY,
  SHELL_REMOTE_CONTRACT_VERSION,
  checkRemoteAgainstShell,
  pageDataClientMismatch,
  satisfiesRange,
  type RemoteManifestView,
  type ShellOffer,
} from './shell-remote-contract';

const offer: ShellOffer = {
  version: SHELL_REMOTE_CONTRACT_VERSION,
  pagesModule: REMOTE_PAGES_MODULE,
  shared: { react: '19.2.0', 'react/': '19.2.0', '@edna/ui-kit/': '1.0.0', 'styled-components': '6.6.0' },
};

/** A manifest as Module Federation's manifest plugin writes it, with the remote's declaration. */
function manifest(overrides: Partial<RemoteManifestView> = {}, declaration: unknown = remoteContractDeclaration('quiz')): RemoteManifestView {
  return {
    metaData: { name: 'quiz_app', [REMOTE_CONTRACT_METADATA_KEY]: declaration },
    exposes: [{ name: 'pages', path: './pages' }],
    shared: [
      { name: 'react', singleton: true, requiredVersion: '^19.0.0' },
      { name: 'react/jsx-runtime', singleton: true, requiredVersion: '^19.0.0' },
      { name: '@edna/ui-kit/dialog', singleton: true, requiredVersion: '^1.0.0' },
      // Not provided by the shell: the remote falls back to its own copy.
      { name: 'left-pad', singleton: true, requiredVersion: '^9.0.0' },
    ],
    ...overrides,
  };
}

describe('the shell–remote contract check', () => {
  it('accepts a remote built against this contract, and one built before declarations (version 1)', () => {
    expect(checkRemoteAgainstShell(manifest(), offer)).toEqual({ ok: true, declaration: remoteContractDeclaration('quiz') });
    expect(checkRemoteAgainstShell({ ...manifest(), metaData: { name: 'quiz_app' } }, offer)).toEqual({ ok: true, declaration: null });
  });

  it('refuses a remote that needs a newer contract, or declares it in a form the shell cannot read', () => {
    const newer = { ...remoteContractDeclaration('quiz'), version: SHELL_REMOTE_CONTRACT_VERSION + 1 };
    expect(checkRemoteAgainstShell(manifest({}, newer), offer)).toMatchObject({ ok: false, reason: 'contract_version' });
    expect(checkRemoteAgainstShell(manifest({}, 'v2'), offer)).toMatchObject({ ok: false, reason: 'contract_version' });
  });

  it('refuses a remote that does not expose ./pages', () => {
    expect(checkRemoteAgainstShell(manifest({ exposes: [{ name: 'widgets', path: './widgets' }] }), offer)).toMatchObject({ ok: false, reason: 'missing_module' });
  });

  it('refuses a remote whose required range excludes a singleton the shell provides, including a sub-path share', () => {
    const react20 = manifest({ shared: [{ name: 'react/jsx-runtime', singleton: true, requiredVersion: '^20.0.0' }] });
    expect(checkRemoteAgainstShell(react20, offer)).toEqual({
      ok: false,
      reason: 'shared_version',
      detail: 'react/jsx-runtime: the remote requires ^20.0.0, the shell provides 19.2.0',
    });
    // A share that is not a singleton is the remote's own business.
    expect(checkRemoteAgainstShell(manifest({ shared: [{ name: 'react', singleton: false, requiredVersion: '^20.0.0' }] }), offer)).toMatchObject({ ok: true });
  });

  it('applies the data-client rule page by page', () => {
    const declaration = remoteContractDeclaration('quiz');
    expect(declaration.pages.landing).toEqual({ dataClient: false });
    expect(declaration.pages.quiz).toEqual({ dataClient: true });
    expect(pageDataClientMismatch(declaration, 'quiz', false)).toBe(true);
    expect(pageDataClientMismatch(declaration, 'quiz', true)).toBe(false);
    expect(pageDataClientMismatch(declaration, 'landing', false)).toBe(false);
    // A remote built before declarations follows the shell's page manifest.
    expect(pageDataClientMismatch(null, 'quiz', false)).toBe(false);
  });

  it('lets a remote declare a page without the data client that the page manifest gives one', () => {
    const declaration = remoteContractDeclaration('crossword', ['crossword']);
    expect(declaration.pages.crossword).toEqual({ dataClient: false });
    expect(declaration.pages.archive).toEqual({ dataClient: true });
    // A shell that gives such a page a data client anyway (an older one) shows it.
    expect(pageDataClientMismatch(declaration, 'crossword', true)).toBe(false);
    expect(pageDataClientMismatch(declaration, 'crossword', false)).toBe(false);
  });

  it('declares every page of the remote in its page manifest entry, in a form its schema accepts', () => {
    for (const remote of ['quiz', 'crossword', 'admin'] as const) {
      const declaration = remoteContractDeclaration(remote);
      expect(Object.keys(declaration.pages)).toEqual(Object.keys(REMOTE_PAGE_MANIFEST[remote]));
      expect(remoteContractDeclarationSchema.safeParse(declaration).success).toBe(true);
    }
    expect(remoteContractDeclarationSchema.safeParse({ version: 0, pages: {} }).success).toBe(false);
  });

  it('tracks the reason of a failed remote (an optional field: older shells send none)', () => {
    expect(trackRequestSchema.safeParse({ event: 'remote_load_failed', data: { remote: 'quiz', route: '/', reason: 'shared_version' } }).success).toBe(true);
    expect(trackRequestSchema.safeParse({ event: 'remote_load_failed', data: { remote: 'quiz', route: '/' } }).success).toBe(true);
    expect(trackRequestSchema.safeParse({ event: 'remote_load_failed', data: { remote: 'quiz', route: '/', reason: 'gremlins' } }).success).toBe(false);
  });
});

describe('satisfiesRange', () => {
  it.each([
    ['19.2.0', '^19.0.0', true],
    ['20.0.0', '^19.0.0', false],
    ['18.3.1', '^19.0.0', false],
    ['0.4.2', '^0.4.0', true],
    ['0.5.0', '^0.4.0', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['2.0.0', '>=1.5.0', true],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['3.0.0', '^1.0.0 || ^3.0.0', true],
    ['5.0.0', '*', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });
});
