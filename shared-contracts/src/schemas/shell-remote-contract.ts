import { z } from 'zod';
import type { RemoteKey } from '../site';
import { REMOTE_PAGE_MANIFEST, type PageSpec } from '../pages';
import {
  FIRST_PAINT_DATA_NAMES,
  SHELL_REMOTE_CONTRACT_VERSION,
  type FirstPaintData,
  type FirstPaintManifest,
  type RemoteContractDeclaration,
} from '../shell-remote-contract';

/** A remote's declaration of what it needs from the shell (shell-remote-contract.ts), in its mf-manifest.json. */
export const remoteContractDeclarationSchema = z.object({
  version: z.int().min(1),
  pages: z.record(z.string().min(1), z.object({ dataClient: z.boolean() })),
}) satisfies z.ZodType<RemoteContractDeclaration>;

/**
 * The declaration a remote's build writes: this contract version and its pages as this page manifest has them, but
 * for `withoutDataClient`, pages the remote renders without the data client although the manifest gives them one.
 */
export function remoteContractDeclaration(remote: RemoteKey, withoutDataClient: readonly string[] = []): RemoteContractDeclaration {
  const pages = Object.entries(REMOTE_PAGE_MANIFEST[remote] as Record<string, PageSpec>).map(([name, spec]) => [
    name,
    { dataClient: spec.dataClient !== false && !withoutDataClient.includes(name) },
  ]);
  return remoteContractDeclarationSchema.parse({ version: SHELL_REMOTE_CONTRACT_VERSION, pages: Object.fromEntries(pages) });
}

/** An app's first-paint manifest (`first-paint.json`, shell-remote-contract.ts). */
export const firstPaintManifestSchema = z.object({
  version: z.int().min(1),
  styleAttributes: z.record(z.string(), z.string()),
  entryScripts: z.array(z.record(z.string(), z.string())),
  pages: z.record(z.string().min(1), z.object({ html: z.string(), css: z.string(), loading: z.string().optional() })),
  pagesWithData: z.record(z.string().min(1), z.object({ html: z.string(), css: z.string(), data: z.array(z.string().min(1)) })).optional(),
}) satisfies z.ZodType<FirstPaintManifest>;

/** The document's request-time values of its page (FIRST_PAINT_DATA_ELEMENT_ID). */
export const firstPaintDataSchema = z.object({
  page: z.string().min(1),
  values: z.partialRecord(z.enum(FIRST_PAINT_DATA_NAMES), z.string()),
}) satisfies z.ZodType<FirstPaintData>;
