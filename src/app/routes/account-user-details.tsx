import { ComingSoon } from '../coming-soon';

export default function AccountUserDetailsRoute() {
  return <ComingSoon title="User Details" />;
}
