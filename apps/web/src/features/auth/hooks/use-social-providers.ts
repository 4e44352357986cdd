import { useEffect, useState } from 'react';
import { fetchSocialProviders, type SocialProviders } from '../api/auth-requests';

const NONE: SocialProviders = { google: false, github: false };

// Asked once per page load: the configuration does not change while the app runs, and the login and
// sign-up screens would otherwise ask on every visit.
let answer: Promise<SocialProviders> | null = null;

function loadProviders(): Promise<SocialProviders> {
  answer ??= fetchSocialProviders().then(
    (providers) => ({ google: providers?.google === true, github: providers?.github === true }),
    (error: unknown) => {
      // A button that leads to "not configured" is worse than none: offer none, ask again next time.
      console.error('Could not load the sign-in providers.', error);
      answer = null;
      return NONE;
    },
  );
  return answer;
}

/** The providers to offer: none until the server has said which are configured, or if it cannot. */
export function useSocialProviders(): SocialProviders {
  const [providers, setProviders] = useState<SocialProviders>(NONE);
  useEffect(() => {
    let live = true;
    void loadProviders().then((next) => {
      if (live) setProviders(next);
    });
    return () => {
      live = false;
    };
  }, []);
  return providers;
}

/** Tests only: forget the cached answer, or stand in for the server's with `known`. */
export function resetSocialProviders(known?: SocialProviders): void {
  answer = known ? Promise.resolve(known) : null;
}
