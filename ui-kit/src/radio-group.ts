export * from './components/radio-group';
