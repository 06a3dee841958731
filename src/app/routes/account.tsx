import { Outlet } from 'react-router-dom';

export default function AccountRoute() {
  return <Outlet />;
}
