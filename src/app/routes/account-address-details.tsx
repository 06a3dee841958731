import { AddressDetails } from '@/features/account/address-details';

export default function AccountAddressDetailsRoute() {
  return <AddressDetails />;
}
