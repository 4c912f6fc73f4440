/**
 * How the seed bank in the code is brought into a database that may hold an earlier version of it (pure: the plan;
 * store.ts carries it out). Seed items are matched to stored rows by their stable key.
 *
 * Stored answers refer to a question's id and an option letter. An edit keeps the id when old answers still mean the
 * same: every option says the same (equal after normalization: case, punctuation, accents) and the question text is
 * at most reworded (a near-duplicate of the stored one). A new category or seed value keeps the id too: neither
 * changes what an answer means. Any other change makes a new version: a new row with a new id takes the key, and the
 * old row is deactivated and points to it (replaced_by), keeping the answers given to what it asked.
 */
import { OPTION_IDS, questionFingerprint } from '@edna/shared-contracts';
import { NEAR_DUPLICATE_SIMILARITY, similarity } from './similarity';

export interface SeedItem {
  key: string;
  text: string;
  category: string;
  diagnosticPower: number;
  /** Option texts in option-id order a..e. */
  options: readonly string[];
}

/** A stored seed row that no newer version replaced. */
export interface StoredSeedRow {
  id: number;
  key: string | null;
  text: string;
  options: readonly { id: string; text: string }[];
  category: string;
  seedDiagnosticPower: number | null;
  situation: string;
  active: boolean;
  fingerprint: string;
}

export type SeedStep =
  | { kind: 'insert'; item: SeedItem }
  /** Same meaning: the row keeps its id and takes the item's wording, category and seed value. */
  | { kind: 'update'; row: StoredSeedRow; item: SeedItem }
  /** A new version: a new row for the item (active as the old one was), the old row deactivated and linked to it. */
  | { kind: 'replace'; row: StoredSeedRow; item: SeedItem }
  /** The row's key left the bank: it is deactivated and gives up its key (its situation stays). */
  | { kind: 'retire'; row: StoredSeedRow };

const optionTexts = (row: StoredSeedRow) => OPTION_IDS.map((id) => row.options.find((option) => option.id === id)?.text ?? '');

/** Old answers to the row mean the same for the item: the same options, the question at most reworded. */
export function keepsMeaning(row: StoredSeedRow, item: SeedItem): boolean {
  const stored = optionTexts(row);
  const sameOptions =
    row.options.length === item.options.length && item.options.every((text, index) => questionFingerprint(text) === questionFingerprint(stored[index] ?? ''));
  return sameOptions && similarity(row.text, item.text) >= NEAR_DUPLICATE_SIMILARITY;
}

function differs(row: StoredSeedRow, item: SeedItem): boolean {
  const stored = optionTexts(row);
  return (
    row.key !== item.key ||
    row.situation !== item.key ||
    row.text !== item.text ||
    row.category !== item.category ||
    row.seedDiagnosticPower !== item.diagnosticPower ||
    item.options.some((text, index) => text !== stored[index])
  );
}

/**
 * The steps that make the stored seed rows match the bank. An item is matched to the row holding its key; else to a
 * keyless seed row with the same normalized text (a row stored before items had keys, or one retired earlier), which
 * then takes the key and is active again. Items without a match are inserted; rows left unmatched are retired. A row
 * that already matches its item needs no step, so a second run plans nothing.
 */
export function planSeedUpgrade(stored: readonly StoredSeedRow[], bank: readonly SeedItem[]): SeedStep[] {
  const byKey = new Map(stored.filter((row) => row.key !== null).map((row) => [row.key!, row]));
  const keyless = new Map(stored.filter((row) => row.key === null).map((row) => [row.fingerprint, row]));
  const matched = new Set<number>();
  const steps: SeedStep[] = [];

  for (const item of bank) {
    const row = byKey.get(item.key) ?? keyless.get(questionFingerprint(item.text));
    if (!row || matched.has(row.id)) {
      steps.push({ kind: 'insert', item });
      continue;
    }
    matched.add(row.id);
    if (!keepsMeaning(row, item)) steps.push({ kind: 'replace', row, item });
    else if (differs(row, item) || (row.key === null && !row.active)) steps.push({ kind: 'update', row, item });
  }
  for (const row of stored) {
    if (!matched.has(row.id) && (row.key !== null || row.active)) steps.push({ kind: 'retire', row });
  }
  return steps;
}
