import type { ComponentType } from 'react';
import { CrosswordPage } from './app/crossword-page';

const pages: Record<string, ComponentType> = { crossword: CrosswordPage };
export default pages;
