import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '@/lib/cn';

/** An inline link in the auth screens' copy. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'rounded font-semibold text-primary-soft-foreground underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none dark:text-primary-soft-foreground',
        className,
      )}
      {...props}
    />
  );
}
