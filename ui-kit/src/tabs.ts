export * from './components/tabs';
