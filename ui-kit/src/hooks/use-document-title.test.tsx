import { render } from '@testing-library/react';
import { useDocumentTitle } from './use-document-title';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('names the page after the product while it is shown, follows changes, and restores the old title', () => {
    document.title = 'Before';
    const { rerender, unmount } = render(<Titled title="Quiz" />);
    expect(document.title).toBe('Quiz · Entrepreneurial DNA');
    rerender(<Titled title="Results" />);
    expect(document.title).toBe('Results · Entrepreneurial DNA');
    unmount();
    expect(document.title).toBe('Before');
  });
});
