/**
 * The route table of spec §2. Every screen is its own lazy chunk so the first paint of / stays small.
 * Declarative routing (useRoutes under BrowserRouter) rather than a data router: the shop loads data
 * with TanStack Query, and the data router's machinery costs ~18 kB gzip on the first paint.
 */
import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Layout } from './layout';
import { RequireAuth } from './require-auth';

type LazyModule = () => Promise<{ default: ComponentType }>;

/**
 * Each route file default-exports its screen. React.lazy (not the router's `lazy`) keeps the layout
 * and header painting at once while a screen's chunk loads behind the layout's Suspense boundary.
 */
function screen(load: LazyModule): Pick<RouteObject, 'element'> {
  const Screen = lazy(load);
  return { element: <Screen /> };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        children: [
          { path: paths.home, ...screen(() => import('./routes/home')) },
          { path: paths.products, ...screen(() => import('./routes/products')) },
          { path: '/products/:productId', ...screen(() => import('./routes/product-detail')) },
          { path: paths.login, ...screen(() => import('./routes/login')) },
          { path: paths.signup, ...screen(() => import('./routes/signup')) },
          { path: paths.mockman, ...screen(() => import('./routes/mockman')) },
          { path: paths.notFound, ...screen(() => import('./routes/not-found')) },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.cart, ...screen(() => import('./routes/cart')) },
              { path: paths.wishlist, ...screen(() => import('./routes/wishlist')) },
              { path: paths.checkout, ...screen(() => import('./routes/checkout')) },
              {
                path: paths.account,
                ...screen(() => import('./routes/account')),
                children: [
                  { index: true, element: <Navigate to={paths.userDetails} replace /> },
                  { path: 'userDetails', ...screen(() => import('./routes/account-user-details')) },
                  {
                    path: 'addressDetails',
                    ...screen(() => import('./routes/account-address-details')),
                  },
                  {
                    path: 'orderHistory',
                    ...screen(() => import('./routes/account-order-history')),
                  },
                ],
              },
            ],
          },
          { path: '*', element: <Navigate to={paths.notFound} replace /> },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
