import { useDocumentTitle } from '@edna/ui-kit';
import { Link } from 'react-router-dom';
import { MessagePanel } from '../../shared/page-blocks';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <MessagePanel>
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <Link to="/">Go to the home page</Link>
    </MessagePanel>
  );
}
