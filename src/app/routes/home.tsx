import { HomeScreen } from '@/features/catalog/home/home-screen';

export default function HomeRoute() {
  return <HomeScreen />;
}
