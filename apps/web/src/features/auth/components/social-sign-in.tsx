import { AUTH_ROUTES } from '@squadup/shared';
import { buttonClasses } from '@/components/ui/button-styles';
import { useSocialProviders } from '../hooks/use-social-providers';

/**
 * Google and GitHub sign-in, each only when the server has it configured, after an "or" divider
 * (nothing at all when neither is). Plain links: the provider's pages need a full-page navigation,
 * and the result comes back to /oauth-callback.
 */
export function SocialSignIn() {
  const { google, github } = useSocialProviders();
  if (!google && !github) return null;
  const classes = buttonClasses({ variant: 'outline', className: 'h-11 w-full' });
  return (
    <>
      <OrDivider />
      <div className="flex flex-col gap-2.5">
        {google ? (
          <a href={AUTH_ROUTES.google} className={classes}>
            <GoogleMark />
            Continue with Google
          </a>
        ) : null}
        {github ? (
          <a href={AUTH_ROUTES.github} className={classes}>
            <GitHubMark />
            Continue with GitHub
          </a>
        ) : null}
      </div>
    </>
  );
}

/** "or" between the e-mail form and the providers. */
function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium text-muted-foreground uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      or
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.45a5.5 5.5 0 0 1-2.39 3.62v3h3.87c2.26-2.09 3.57-5.17 3.57-8.81z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.95-1.07 7.93-2.91l-3.87-3c-1.07.72-2.44 1.15-4.06 1.15-3.12 0-5.77-2.11-6.71-4.95H1.29v3.1A12 12 0 0 0 12 24z"
      />
      <path
        fill="#FBBC05"
        d="M5.29 14.29A7.2 7.2 0 0 1 4.91 12c0-.8.14-1.57.38-2.29v-3.1H1.29A12 12 0 0 0 0 12c0 1.94.46 3.77 1.29 5.39z"
      />
      <path
        fill="#EA4335"
        d="M12 4.75c1.76 0 3.34.61 4.59 1.8l3.43-3.43A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.29 6.61l4 3.1C6.23 6.86 8.88 4.75 12 4.75z"
      />
    </svg>
  );
}

function GitHubMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 .3a12 12 0 0 0-3.8 23.38c.6.11.82-.26.82-.58v-2.03c-3.34.73-4.04-1.61-4.04-1.61-.55-1.39-1.33-1.76-1.33-1.76-1.09-.74.08-.73.08-.73 1.2.09 1.84 1.24 1.84 1.24 1.07 1.83 2.81 1.3 3.5 1 .1-.78.42-1.31.76-1.61-2.67-.3-5.47-1.33-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.13-.3-.54-1.52.11-3.18 0 0 1.01-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.29-1.55 3.3-1.23 3.3-1.23.65 1.66.24 2.88.12 3.18.77.84 1.23 1.91 1.23 3.22 0 4.61-2.8 5.62-5.48 5.92.43.37.82 1.1.82 2.22v3.29c0 .32.21.7.82.58A12 12 0 0 0 12 .3" />
    </svg>
  );
}
