export * from './components/progress';
