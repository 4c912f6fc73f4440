import { mountStandalone } from '../../../tooling/standalone-host';
import pages from '../pages';

mountStandalone('crossword', 'Crossword', pages);
