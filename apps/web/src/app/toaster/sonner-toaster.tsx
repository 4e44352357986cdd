import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@/lib/constants';
import { attachToastLibrary } from '@/lib/toast';
import type { ResolvedTheme } from '@/stores/theme';

/** The toast library's own toaster, downloaded with the first toast (toaster-host.tsx). */
export function SonnerToaster({ theme }: { theme: ResolvedTheme }) {
  return (
    <>
      <Toaster
        theme={theme}
        position="bottom-right"
        duration={TOAST_DURATION_MS}
        closeButton
        // Clear the mobile bottom navigation bar.
        mobileOffset={{ bottom: 88 }}
        toastOptions={{ className: 'font-sans rounded-xl' }}
      />
      <AttachLibrary />
    </>
  );
}

// A sibling after the Toaster: React runs its effect after the Toaster's, which subscribe to the
// toasts, so the waiting toasts reach a toaster that listens.
function AttachLibrary() {
  useEffect(() => attachToastLibrary(toast), []);
  return null;
}
