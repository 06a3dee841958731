/**
 * The storage contract: one suite per aggregate (./catalog.ts, ./accounts.ts, …), every one passed
 * by every implementation of its repository — memory (tests/unit/backend/store.test.ts), PGlite and
 * a real PostgreSQL (tests/unit/server/pg-store.test.ts). Every method, every refusal, and after
 * every refusal the whole shop is exactly as it was.
 */
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { Shop } from '@backend/store/shop';
import { describeAccountsContract } from './accounts';
import { describeAddressesContract } from './addresses';
import { describeAdminContract } from './admin';
import { describeAfterSaleContract } from './after-sale';
import { describeCatalogContract } from './catalog';
import { contractOf, type ShopUnderTest } from './harness';
import { describeListsContract } from './lists';
import { describeNewsletterContract } from './newsletter';
import { describeOrdersContract } from './orders';
import { describeOutboxContract } from './outbox';
import { describeStockContract } from './stock';
import { describePaymentEventsContract } from './payment-events';
import { describeReviewsContract } from './reviews';
import { describeTesterContract } from './tester';

export type { ShopUnderTest } from './harness';

export function describeShopContract(name: string, open: () => Promise<ShopUnderTest>): void {
  describe(`Storage contract: ${name}`, () => {
    let subject: ShopUnderTest | undefined;
    const shop = (): Shop => {
      if (!subject) throw new Error('the shop under test is not open');
      return subject.shop;
    };
    beforeAll(async () => {
      subject = await open();
    }, 120_000);
    afterAll(async () => {
      subject?.shop.dispose();
      await subject?.close();
    });
    beforeEach(async () => {
      await shop().admin.reset();
    });

    const contract = contractOf(shop);
    describeAdminContract(contract);
    describeCatalogContract(contract);
    describeAccountsContract(contract);
    describeListsContract(contract);
    describeAddressesContract(contract);
    describeOrdersContract(contract);
    describeOutboxContract(contract);
    describeStockContract(contract);
    describeAfterSaleContract(contract);
    describeTesterContract(contract);
    describeNewsletterContract(contract);
    describeReviewsContract(contract);
    describePaymentEventsContract(contract);
  });
}
