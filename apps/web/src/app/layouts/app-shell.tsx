import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { cn } from '@/lib/cn';
import { DesktopNav } from './desktop-nav';
import { MobileBottomNav, MobileTopBar } from './mobile-nav';
import { isChatPath } from './nav-items';

/** The signed-in frame: navigation around the current screen. */
export function AppShell() {
  const { pathname } = useLocation();
  const isChat = isChatPath(pathname);
  return (
    // On chat the frame is exactly the viewport high, so the chat pane fills it and scrolls inside.
    <div className={cn('flex flex-col', isChat ? 'h-dvh' : 'min-h-dvh')}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary-fill px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <DesktopNav />
      <MobileTopBar />
      <VerifyEmailBanner />
      <main
        id="main"
        data-testid="app-main"
        className={cn(
          'mx-auto w-full max-w-6xl flex-1 px-4 sm:px-6',
          // The bottom bar covers the page's end on narrow screens, except on chat which sizes itself.
          isChat
            ? 'flex min-h-0 flex-col pt-3 pb-0 md:pt-6 md:pb-6'
            : 'pt-6 pb-28 md:pt-10 md:pb-12',
        )}
      >
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <MobileBottomNav />
    </div>
  );
}
