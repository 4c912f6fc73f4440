/**
 * The light core of the design system: themes, tokens, Button, Card, form fields, Spinner, Skeleton, the toast
 * store and useDocumentTitle. Radix-based primitives have their own entries, each a separate shared chunk that only
 * the pages using it download: '@edna/ui-kit/dialog', '/tabs', '/tooltip', '/select', '/radio-group', '/progress',
 * '/switch', '/toaster' (codemod for old imports: node tooling/codemods/ui-kit-subpaths.mjs <folder>).
 */
export * from './theme/themes';
export { GlobalStyle, focusRing, visuallyHidden } from './theme/global-style';
export { inHighContrast } from './theme/selectors';
export { useConcreteTheme } from './theme/use-concrete-theme';

export { zIndex } from './components/internal';
export * from './components/button';
export * from './components/spinner';
export * from './components/skeleton';
export * from './components/card';
export * from './components/form';
export * from './components/visually-hidden';
export * from './components/tooltip-settings';
export * from './hooks/use-document-title';
export { pageCspNonce } from './csp/page-nonce';

export {
  toast,
  dismissToast,
  useToasts,
  resetToasts,
  type ToastAction,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type ToastState,
  type ToastVariant,
} from './toast/toast-store';
