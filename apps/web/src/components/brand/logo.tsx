import { useId } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';

/** The Squadup mark: two teammates on a gradient tile (same drawing as public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#a855f7" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <circle cx="11" cy="12.5" r="3.5" fill="#fff" />
      <circle cx="21" cy="12.5" r="3.5" fill="#fff" fillOpacity=".75" />
      <path d="M4.5 25c.8-4 3.4-6 6.5-6s5.7 2 6.5 6z" fill="#fff" />
      <path
        d="M16.6 21.2c1.1-1.4 2.6-2.2 4.4-2.2 3.1 0 5.7 2 6.5 6h-9.6c-.3-1.5-.7-2.7-1.3-3.8z"
        fill="#fff"
        fillOpacity=".75"
      />
    </svg>
  );
}

/** Logo and wordmark, linking to `to` (the landing page unless told otherwise). */
export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      aria-label="Squadup home"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight focus-visible:ring-2',
        'focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
        className,
      )}
    >
      <LogoMark />
      <span>Squadup</span>
    </Link>
  );
}
