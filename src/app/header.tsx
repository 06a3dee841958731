/** The header slot: the catalogue's navbar (offer strip, logo, search, icon links, categories). */
import { Navbar } from '@/features/catalog/navbar/navbar';

export function Header() {
  return <Navbar />;
}
