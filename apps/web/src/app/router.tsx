import { lazy, useState } from 'react';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { PublicLayout } from '../components/layouts/public-layout';

// Each page is its own chunk, downloaded the first time it is visited.
const VenuesPage = lazy(() =>
  import('../features/venues/pages/venues-page').then((module) => ({ default: module.VenuesPage })),
);
const VenuePage = lazy(() =>
  import('../features/venues/pages/venue-page').then((module) => ({ default: module.VenuePage })),
);

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <PublicLayout />,
      children: [
        {
          // Pathless, so that a failing page keeps the top bar around its error message.
          errorElement: <RouteErrorBoundary />,
          children: [
            // The landing page comes later; until then the venue directory is the start page.
            { index: true, element: <Navigate to="/venues" replace /> },
            { path: 'venues', element: <VenuesPage /> },
            { path: 'venues/:id', element: <VenuePage /> },
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ],
    },
  ]);
}

export function AppRouter() {
  // Created on first render, after i18n has removed `lang`/`lng` from the address bar.
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
