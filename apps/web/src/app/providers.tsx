import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@/lib/constants';
import { useAuthStore } from '@/stores/auth-storage';
import { startThemeSync, useThemeStore } from '@/stores/theme';

/** Keeps <html>'s light/dark class in step with the stored preference and, in system mode, the OS. */
function ThemeProvider({ children }: { children: ReactNode }) {
  useEffect(() => startThemeSync(), []);
  return children;
}

function AuthInitializer() {
  useEffect(() => {
    void useAuthStore.getState().initialize();
  }, []);
  return null;
}

function AppToaster() {
  const resolvedTheme = useThemeStore((s) => s.resolvedTheme);
  return (
    <Toaster
      theme={resolvedTheme}
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      closeButton
      // Clear the mobile bottom navigation bar.
      mobileOffset={{ bottom: 88 }}
      toastOptions={{ className: 'font-sans rounded-xl' }}
    />
  );
}

/**
 * App-wide providers: theme, auth start-up and toasts. The GraphQL client is provided by the signed-in
 * layout (see graphql-provider.tsx) so that Apollo stays out of the landing bundle.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthInitializer />
      {children}
      <AppToaster />
    </ThemeProvider>
  );
}
