import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setSessionNavigator } from '@/lib/session';
import { AppProviders } from './providers';
import { routes } from './routes';

const router = createBrowserRouter(routes);

// An ended session (failed refresh) sends the member to /login as a client-side navigation.
setSessionNavigator((to) => void router.navigate(to, { replace: true }));

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
