import { useEffect, useState, type ComponentType } from 'react';
import { useToasts } from '@edna/ui-kit';
import type * as ToasterEntry from '@edna/ui-kit/toaster';
import { onFirstInteraction } from '../../shared/first-interaction';

type ToasterModule = typeof ToasterEntry;

let toasterModule: Promise<ToasterModule> | null = null;

/** Loads the toast region once; a failed download is forgotten, so the next attempt tries again. */
function loadToaster(): Promise<ToasterModule> {
  toasterModule ??= import('@edna/ui-kit/toaster').catch((error: unknown) => {
    toasterModule = null;
    throw error;
  });
  return toasterModule;
}

/**
 * The toast region (Radix Toast, about 10 KB gzip), kept out of the first visit's download: it is fetched at the
 * visitor's first interaction, so it is already there when a toast has to report that the network failed, and at the
 * latest with the first toast. Once there it stays mounted. If it cannot be downloaded nothing breaks; the next toast
 * tries again.
 */
export function LazyToaster() {
  const { toasts } = useToasts();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => onFirstInteraction(() => void loadToaster().catch(() => undefined)), []);

  useEffect(() => {
    if (Toaster || toasts.length === 0) return;
    let cancelled = false;
    loadToaster().then(
      (module) => {
        if (!cancelled) setToaster(() => module.Toaster);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [Toaster, toasts.length]);

  return Toaster ? <Toaster /> : null;
}
