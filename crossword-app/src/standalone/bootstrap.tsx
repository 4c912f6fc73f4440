import { mountStandalone } from '../../../tooling/standalone-host';
import pages from '../pages';

mountStandalone('Crossword', pages, { '/crossword': 'crossword', '/': 'crossword' });
