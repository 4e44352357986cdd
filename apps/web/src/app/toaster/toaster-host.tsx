import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { onToastWaiting, waitingToasts } from '@/lib/toast';
import { useThemeStore, type ResolvedTheme } from '@/stores/theme';

type Toaster = ComponentType<{ theme: ResolvedTheme }>;

const loadToaster = () => import('./sonner-toaster').then((module) => module.SonnerToaster);

/**
 * Where the toasts show. Nothing until a first toast is asked for; then the toast library is
 * downloaded and its toaster mounted, and the toasts that waited appear (lib/toast.ts). A failed
 * download (offline) is tried again with the next toast or when the browser is back online; the
 * toasts keep waiting meanwhile.
 */
export function ToasterHost() {
  const waiting = useSyncExternalStore(onToastWaiting, waitingToasts, () => 0);
  const theme = useThemeStore((s) => s.resolvedTheme);
  const [LoadedToaster, setLoadedToaster] = useState<Toaster | null>(null);
  const [online, setOnline] = useState(0);

  useEffect(() => {
    if (waiting === 0 || LoadedToaster) return;
    let current = true;
    void loadToaster().then(
      (loaded) => {
        if (current) setLoadedToaster(() => loaded);
      },
      () => undefined,
    );
    const retry = () => setOnline((count) => count + 1);
    window.addEventListener('online', retry);
    return () => {
      current = false;
      window.removeEventListener('online', retry);
    };
  }, [waiting, LoadedToaster, online]);

  return LoadedToaster ? <LoadedToaster theme={theme} /> : null;
}
