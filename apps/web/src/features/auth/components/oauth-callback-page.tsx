import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ShieldCheck } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';
import { readOAuthCallback, type OAuthCallbackResult } from '../lib/oauth-callback';
import { AuthCard } from './auth-card';

const loginWithError = (error: string) => `/login?error=${encodeURIComponent(error)}`;

/** Where the callback leads, after signing in when it carries a session. */
async function settle(result: OAuthCallbackResult): Promise<string> {
  const auth = useAuthStore.getState();
  switch (result.type) {
    case 'error':
      return loginWithError(result.error);
    case 'signed-in':
      auth.setAuth(result.accessToken, result.user);
      return '/projects';
    case 'initialize':
      try {
        await auth.initialize();
        if (selectIsSignedIn(useAuthStore.getState())) return '/projects';
      } catch {
        // Reported the same way as "no session came out of it", below.
      }
      return loginWithError('initialization_failed');
  }
}

/** /oauth-callback: where Google and GitHub sign-in land. */
export function OAuthCallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // The router keeps the query in memory after the address bar is cleaned below; read it once.
  const [result] = useState(() => readOAuthCallback(new URLSearchParams(location.search)));
  const settled = useRef(false);

  // The token and the member must not stay in the address bar, the history or a copied link: remove
  // them before the first paint, keeping the router's history state.
  useLayoutEffect(() => {
    if (window.location.search) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);

  useEffect(() => {
    if (settled.current) return;
    settled.current = true;
    void settle(result).then((to) => navigate(to, { replace: true }));
  }, [result, navigate]);

  return (
    <AuthCard title="Signing you in" description="Finishing social sign-in…" icon={ShieldCheck}>
      <div className="flex justify-center py-4">
        <Spinner size="lg" label="Signing you in" />
      </div>
    </AuthCard>
  );
}
