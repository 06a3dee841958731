/** /account-details: the tabs follow the URL's child route, and a tab opens its route. */
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { PageLoader } from '@/ui/spinner';
import { AccountTabs, isAccountTab, type AccountTab } from './account-tabs';

const TAB_PATHS: Record<AccountTab, string> = {
  userDetails: paths.userDetails,
  addressDetails: paths.addressDetails,
  orderHistory: paths.orderHistory,
};

/** The tab named by the path's segment after /account-details (User Details otherwise). */
function tabOf(pathname: string): AccountTab {
  const segment = pathname.slice(paths.account.length).split('/')[1] ?? '';
  return isAccountTab(segment) ? segment : 'userDetails';
}

export function AccountLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold text-neutral-900">My Account</h1>
      <AccountTabs value={tabOf(pathname)} onValueChange={(tab) => navigate(TAB_PATHS[tab])}>
        {/* Each tab's screen is its own chunk: the tabs stay put while one loads. */}
        <Suspense fallback={<PageLoader label="Loading" />}>
          <Outlet />
        </Suspense>
      </AccountTabs>
    </div>
  );
}
