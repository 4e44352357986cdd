import { useQuery } from '@apollo/client/react';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/stores/auth-storage';
import { ProfileUserQuery } from '../../api/profile-user';
import { welcomeDefaults } from '../../lib/welcome-form';
import { WelcomeForm } from './welcome-form';

/**
 * /welcome: the optional step right after sign-up (docs/decisions/0033). It starts from the
 * member's current profile, so coming back to it later changes nothing by itself.
 */
export function WelcomePage() {
  const user = useAuthStore((s) => s.user);
  const userId = user?._id;
  const { data, loading, error, refetch } = useQuery(ProfileUserQuery, {
    variables: { userId },
    skip: !userId,
  });
  const profile = data?.loadUserById;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader
        title="Welcome to Squadup"
        description={`${user?.first_name ? `Hi ${user.first_name}, tell` : 'Tell'} us a little about you so the right projects and people find you. Everything here is optional.`}
      />
      <Card className="p-5 sm:p-7">
        {profile && userId ? (
          <WelcomeForm userId={userId} defaultValues={welcomeDefaults(profile)} />
        ) : error ? (
          <LoadError onRetry={() => void refetch()} retrying={loading}>
            Could not load your profile.
          </LoadError>
        ) : (
          <div className="flex justify-center py-10">
            <Spinner size="lg" label="Loading your profile" />
          </div>
        )}
      </Card>
    </div>
  );
}
