import { AccountLayout } from '@/features/account/account-layout';

export default function AccountRoute() {
  return <AccountLayout />;
}
