export * from './components/select';
