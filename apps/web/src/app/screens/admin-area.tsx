import { AdminLayout } from '@/features/admin/components/admin-layout';
import { useIsOperator } from '@/features/admin/hooks/use-is-operator';
import { LoadingText } from '@/components/ui/loading-text';
import { NotFoundPage } from './not-found-page';

/**
 * /admin and below, for operators only: anyone else gets the app's not-found page, never the admin
 * screens (the API refuses every admin operation to them anyway, decision 0034).
 */
export function AdminArea() {
  const { isOperator, loading } = useIsOperator();
  if (loading) return <LoadingText />;
  if (!isOperator) return <NotFoundPage />;
  return <AdminLayout />;
}
