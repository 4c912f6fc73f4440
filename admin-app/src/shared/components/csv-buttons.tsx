import { Button } from '@edna/ui-kit';
import { saveCsv, toCsv, type CsvCell } from '../lib/csv';

/**
 * A link that downloads a CSV file the API streams for the selected range; the browser writes it to disk as it
 * arrives, so a large range never sits in the page's memory.
 */
export function CsvDownloadLink({ href, children }: { href: string; children: string }) {
  return (
    <Button as="a" href={href} download variant="outline" size="sm">
      {children}
    </Button>
  );
}

/** Saves a small table the page already shows as a CSV file. */
export function CsvSaveButton({
  fileName,
  header,
  rows,
  children,
}: {
  fileName: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
  children: string;
}) {
  return (
    <Button variant="outline" size="sm" onClick={() => saveCsv(fileName, toCsv(header, rows))}>
      {children}
    </Button>
  );
}
