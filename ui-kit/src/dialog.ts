export * from './components/dialog';
