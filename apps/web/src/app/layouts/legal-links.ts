// Apart from nav-items.ts because the public footer needs them: nav-items' account menu brings the
// squads' GraphQL query (its unread badge), which the landing page must not download.
export const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
] as const;
