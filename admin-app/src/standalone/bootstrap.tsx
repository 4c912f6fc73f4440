import { mountStandalone } from '../../../tooling/standalone-host';
import pages from '../pages';

mountStandalone('Admin', pages, { '/auth': 'auth', '/admin': 'dashboard', '/': 'auth' });
