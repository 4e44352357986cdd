import { useEffect, type ReactNode } from 'react';
import { useAuthStore } from '@/stores/auth-storage';
import { startThemeSync } from '@/stores/theme';
import { ToasterHost } from './toaster/toaster-host';

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

/**
 * App-wide providers: theme, auth start-up and toasts. The GraphQL client is provided by the signed-in
 * layout (see graphql-provider.tsx) so that Apollo stays out of the landing bundle.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthInitializer />
      {children}
      <ToasterHost />
    </ThemeProvider>
  );
}
