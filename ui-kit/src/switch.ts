export * from './components/switch';
