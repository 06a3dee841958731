/**
 * The home page's footer (docs/shop/screens.md, Home): social links and the shop's policies. The
 * policies open in a dialog: the shop has no pages of its own for them.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RegionBoundary } from '@/components/region-boundary';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';

const PolicyDialog = lazy(() =>
  import('./policy-dialog').then((m) => ({ default: m.PolicyDialog })),
);

const POLICIES = [
  {
    title: 'Shipping Policy',
    text: 'Orders ship within 2 business days. Delivery is free; a flat ₹10 handling charge applies per order.',
  },
  {
    title: 'Return Policy',
    text: 'Unopened products can be returned within 15 days of delivery for a full refund to your original payment method.',
  },
  {
    title: 'Privacy Policy',
    text: 'We use your details only to deliver your orders and, if you subscribe, to send our newsletter. We never sell them.',
  },
  {
    title: 'Terms of Use',
    text: 'Prices and offers may change without notice. Coupons apply once per order and cannot be combined.',
  },
];

/** A policy's button; its dialog's code (Radix Dialog) arrives on the first press. */
function PolicyButton({ title, text }: { title: string; text: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="link"
        size="sm"
        className="h-auto py-1 text-neutral-700"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          // Behind the open dialog it cannot be pressed; without one (its code did not arrive) a
          // second press closes the words shown in its place.
          setOpen((was) => !was);
        }}
      >
        {title}
      </Button>
      {wanted ? (
        // The dialog's code may not arrive (offline, a page older than the deploy): the policy's
        // words are here already, so they show under its button while it is open (and are read
        // out), and the footer stays.
        <RegionBoundary
          name="The policy dialog"
          fallback={() =>
            open ? (
              <p role="status" aria-label={title} className="max-w-prose text-sm text-neutral-700">
                {text}
              </p>
            ) : null
          }
        >
          <Suspense fallback={null}>
            <PolicyDialog
              title={title}
              text={text}
              open={open}
              onOpenChange={setOpen}
              returnFocusTo={button}
            />
          </Suspense>
        </RegionBoundary>
      ) : null}
    </>
  );
}

/** Simple brand glyphs (lucide has no brand icons); each is decorative beside its label. */
const glyph = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
    {path}
  </svg>
);

const SOCIAL = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: glyph(
      <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM16.5 2h-9A5.5 5.5 0 0 0 2 7.5v9A5.5 5.5 0 0 0 7.5 22h9a5.5 5.5 0 0 0 5.5-5.5v-9A5.5 5.5 0 0 0 16.5 2Zm3.7 14.5a3.7 3.7 0 0 1-3.7 3.7h-9a3.7 3.7 0 0 1-3.7-3.7v-9a3.7 3.7 0 0 1 3.7-3.7h9a3.7 3.7 0 0 1 3.7 3.7Z" />,
    ),
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: glyph(
      <path d="M13.5 22v-8.2h2.8l.4-3.2h-3.2V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1a23 23 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.4H7.3v3.2h2.8V22Z" />,
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/',
    icon: glyph(
      <path d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.9Zm-1.1 16.2h1.7L7.4 4.7H5.6Z" />,
    ),
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    icon: glyph(
      <path d="M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.7 12 4.7 12 4.7s-6.8 0-8.5.5a2.8 2.8 0 0 0-2 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 4.8 2.8 2.8 0 0 0 2 2c1.7.5 8.5.5 8.5.5s6.8 0 8.5-.5a2.8 2.8 0 0 0 2-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-4.8ZM9.8 15V9l5.7 3Z" />,
    ),
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-2">
          <Link to={paths.home} className="w-fit text-lg font-bold text-brand-800">
            Glamour
          </Link>
          <p className="max-w-xs text-sm text-neutral-600">
            Makeup, skin care, hair, bath &amp; body, fragrance and appliances from the brands you
            love.
          </p>
        </div>
        <nav aria-label="Policies">
          <h2 className="mb-2 text-sm font-semibold text-neutral-900">Policies</h2>
          <ul className="flex flex-col gap-1">
            {POLICIES.map((policy) => (
              <li key={policy.title}>
                <PolicyButton title={policy.title} text={policy.text} />
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-2 text-sm font-semibold text-neutral-900">Follow us</h2>
          <ul className="flex gap-2">
            {SOCIAL.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-10 items-center justify-center rounded-pill bg-white text-neutral-800 shadow-card hover:text-brand-800"
                >
                  {social.icon}
                  <span className="sr-only">{social.name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-neutral-200 py-4 text-center text-xs text-neutral-600">
        © Glamour. Prices in rupees, inclusive of all taxes.
      </p>
    </footer>
  );
}
