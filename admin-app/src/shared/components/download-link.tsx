import { Button } from '@edna/ui-kit';

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
