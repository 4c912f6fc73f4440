export * from './components/tooltip';
