export { Toaster } from './toast/toaster';
