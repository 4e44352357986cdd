import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';

interface PublicLayoutProps {
  /** A page a visitor came to read (a post, a profile): Login and Signup bring them back to it. */
  returnHere?: boolean;
  /** Classes for the <main> around the page, e.g. the signed-in app's margins. */
  mainClassName?: string;
}

/** Landing, legal, sign-in screens and the not-found page: top bar, content, footer. */
export function PublicLayout({ returnHere = false, mainClassName }: PublicLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader returnHere={returnHere} />
      <main id="main" className={cn('flex flex-1 flex-col', mainClassName)}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
