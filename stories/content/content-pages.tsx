/**
 * The content guide as pages: how the shop writes. Figures on the Numbers page are computed by the
 * shop's own formatters (src/domain/format.ts) and price rules (src/domain/pricing.ts), so the page
 * shows what the shop really prints.
 */
import type { ReactNode } from 'react';
import { formatCount, formatPrice, formatRupees, truncate } from '@/domain/format';
import { priceDetails } from '@/domain/pricing';
import { faceWash, lipstick } from '../components/product-fixtures';
import { DocPage as Page } from './doc-page';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-8">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <div className="space-y-2 text-sm text-neutral-800">{children}</div>
    </section>
  );
}

function Rows({
  head,
  rows,
}: {
  head: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b border-neutral-300 text-neutral-700">
          {head.map((cell) => (
            <th key={cell} className="py-1 pr-4 font-medium">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index} className="border-b border-neutral-100 align-top">
            {row.map((cell, column) => (
              <td key={column} className="py-1.5 pr-4">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The texts fixed by the shop's specification: they stand as written, casing included. */
export const fixedTexts = [
  ['Add to Cart', 'Go to Cart', 'the product card and detail'],
  ['Remove From Cart', 'Add To Wishlist', 'a cart line (capital F, capital T)'],
  ['Add new Address', '', 'checkout and the address book (a lower-case “new”)'],
  ['Login As Guest', 'Create new account', 'login'],
  ['Your Cart is Empty!', 'Shop Now', 'the empty cart'],
  ['BESTSELLER', 'Out of Stock', 'a card’s marks'],
  ['Price Details', 'Total Amount', 'the price breakdown'],
] as const;

export function VoicePage() {
  return (
    <Page
      title="Voice and casing"
      intro={
        <>
          How the shop talks: plainly, briefly and kindly, to one shopper. Every fixed text is
          listed word for word in docs/shop/texts.md; tests assert them, so a text changes in the
          code, its tests and that page together.
        </>
      }
    >
      <Section title="Voice">
        <ul className="list-disc space-y-1 pl-5">
          <li>Say what happened and what to do next, in that order, in the shopper’s words.</li>
          <li>
            Address the shopper as “you” and “your” (“Your Cart is Empty!”); never blame them
            (“Enter a valid email address.”, not “You entered a wrong email”).
          </li>
          <li>Name things as the shop names them: Cart, Wishlist, Order History, Address.</li>
          <li>
            No codes, no jargon (“Network Error” is the HTTP client’s own text, shown only as the
            reason under a load failure’s title).
          </li>
        </ul>
      </Section>
      <Section title="Casing">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Buttons and actions are in Title Case (Add to Cart, Place Order, Shop Now), small words
            lower-case as the shop writes them.
          </li>
          <li>Headings are as fixed by the shop (Price Details, Order History).</li>
          <li>
            Labels, hints, and messages are sentences: a capital at the start, a full stop at the
            end of a message (“Enter the city.”).
          </li>
          <li>Capitals for a mark only: BESTSELLER.</li>
        </ul>
        <p>
          <strong>Where the specification fixes a text, the text stands as written</strong>, even
          where it breaks these rules: these are not mistakes to tidy up.
        </p>
        <Rows
          head={['Fixed text', 'With it', 'Where']}
          rows={fixedTexts.map(([a, b, where]) => [
            <q key="a" className="font-medium">
              {a}
            </q>,
            b ? <q key="b">{b}</q> : '',
            <span key="w" className="text-neutral-700">
              {where}
            </span>,
          ])}
        />
      </Section>
    </Page>
  );
}

export function NumbersPage() {
  const line = { price: faceWash.price, originalPrice: faceWash.originalPrice, qty: 2 };
  const details = priceDetails([line]);
  return (
    <Page
      title="Numbers and prices"
      intro={
        <>
          Money is rupees, written by the shop’s formatters (src/domain/format.ts) in Indian digit
          grouping: ₹1,23,456. Which formatter depends on what the figure is.
        </>
      }
    >
      <Section title="A price or a sum">
        <p>
          A product’s <strong>price</strong> is whole rupees (<code>formatPrice</code>): the card
          shows <strong>{formatPrice(faceWash.price)}</strong>. A <strong>sum</strong> — a line
          total, the price breakdown, an order’s total, a payment — has paise (
          <code>formatRupees</code>): two of that face wash are{' '}
          <strong>{formatRupees(faceWash.price * 2)}</strong>. So the same money reads{' '}
          {formatPrice(faceWash.price)} on the card and {formatRupees(faceWash.price * 2)} in the
          order summary; the total is shown to two decimals because the shop’s rule says so.
        </p>
        <Rows
          head={['What', 'Formatter', 'Shows']}
          rows={[
            [
              'Price on a card or the detail page',
              <code key="f">formatPrice</code>,
              formatPrice(faceWash.price),
            ],
            [
              'Original price (struck through)',
              <code key="f">formatPrice</code>,
              formatPrice(faceWash.originalPrice ?? 0),
            ],
            ['A coupon’s saving', <code key="f">formatPrice</code>, formatPrice(200)],
            [
              'Line total (2 × the face wash)',
              <code key="f">formatRupees</code>,
              formatRupees(faceWash.price * 2),
            ],
            [
              'Total Amount (with ₹10 shipping)',
              <code key="f">formatRupees</code>,
              formatRupees(details.totalAmt),
            ],
            [
              'You will save',
              <code key="f">formatRupees</code>,
              formatRupees(details.totalDiscount),
            ],
            ['Counts (ratings)', <code key="f">formatCount</code>, formatCount(25820)],
          ]}
        />
      </Section>
      <Section title="Other numbers">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            The ₹ sign sits against the figure, no space; never “Rs.” in new text (the payment
            toast’s “Rs.” is a fixed text).
          </li>
          <li>
            A discount is a percentage with “off”: “10% off”; words from the catalogue stay as they
            are (“Flat 100 off”).
          </li>
          <li>A saving is written with a minus sign in the breakdown: “− ₹37.00”.</li>
          <li>A rating has one decimal: 4.0, 4.4.</li>
          <li>Counts in brackets after a name: “Cart (2)”, “Makeup (24)”; “1 item”, “2 items”.</li>
          <li>
            Long names are shortened with an ellipsis where space is short (the card’s rule is on
            Patterns; 50 characters in the cart and orders: “{truncate(lipstick.name, 50)}”); the
            full name always stays available to screen readers and as a tooltip.
          </li>
        </ul>
      </Section>
    </Page>
  );
}

export function MessagesPage() {
  return (
    <Page
      title="Messages and empty states"
      intro={
        <>
          Where a message goes depends on what it is about. The words of each are fixed in
          docs/shop/texts.md (toasts, form messages) and docs/shop/errors.md (failures).
        </>
      }
    >
      <Section title="Where a message goes">
        <Rows
          head={['It is about', 'It goes', 'For example']}
          rows={[
            ['One form field', 'Under the field (Field’s error)', '“Enter the city.”'],
            ['The result of an action', 'A toast, bottom right, 5 s', '“Coupon is applied!”'],
            [
              'An action that failed',
              'An error toast; the page stays as it was',
              '“The payment provider could not be reached; nothing was charged. Try again.”',
            ],
            [
              'Data that could not load',
              'LoadError in its place, with Try again',
              '“Your cart could not be loaded”',
            ],
            [
              'A place with nothing in it',
              'EmptyState, with the way forward',
              '“Your Cart is Empty!” and Shop Now',
            ],
            [
              'Something that cannot be undone',
              'AlertDialog, before it happens',
              '“Delete this address?”',
            ],
          ]}
        />
      </Section>
      <Section title="Writing a message">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Success: what is now true, short, with an exclamation mark as the shop’s toasts have
            (“Coupon is removed!”).
          </li>
          <li>
            Failure: what failed, whether anything was lost or charged, and what to do (“Nothing was
            charged. Try again.”).
          </li>
          <li>
            Field errors: how to put it right, as an instruction (“Enter the pincode.”), never only
            “Invalid”.
          </li>
          <li>A message never relies on colour: its words say it is an error or a success.</li>
        </ul>
      </Section>
      <Section title="Empty states">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Say what is empty, then offer the way forward: “Your Wishlist is Empty!” and Shop Now.
          </li>
          <li>
            No matches for filters is not an empty shop: “There are no products for selected
            filters.” with Clear all filters.
          </li>
          <li>
            Empty shows only once the answer is in; while loading, a skeleton; after a failure,
            LoadError.
          </li>
        </ul>
      </Section>
    </Page>
  );
}
