import { ComingSoon } from '../coming-soon';

export default function AccountAddressDetailsRoute() {
  return <ComingSoon title="Address Details" />;
}
