import type { Member } from './members';

// The operator of the moderation journey: playwright.config.ts creates them in the server's fresh
// database before it starts (apps/api/scripts/e2e-operator.ts), since the role is granted from
// the command line only (docs/decisions/0034).
export const E2E_OPERATOR: Member = {
  first_name: 'Olive',
  last_name: 'Operator',
  email: 'operator-e2e@example.com',
  password: 'e2e-operator-password-long-enough',
};
