import { mountStandalone } from '../../../tooling/standalone-host';
import pages from '../pages';

mountStandalone('Quiz', pages, { '/': 'landing', '/quiz': 'quiz', '/results': 'results' });
