import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@edna/ui-kit';

const Toaster = lazy(() => import('@edna/ui-kit/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast region, downloaded when the first toast is shown instead of with every first visit (Radix Toast is
 * about 10 KB gzip); once there it stays mounted.
 */
export function LazyToaster() {
  const { toasts } = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
