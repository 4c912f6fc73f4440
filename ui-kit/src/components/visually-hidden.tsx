export { VisuallyHidden, type VisuallyHiddenProps } from '@radix-ui/react-visually-hidden';
