/**
 * Product reviews: what a review may say, how its author is named, and how reviews add up to the
 * product's one rating. Pure rules shared by the write form, the routes and both stores.
 */
import { hasVisibleText } from './names';

export const REVIEW_SORTS = ['helpful', 'newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const TITLE_MAX = 100;
export const BODY_MIN = 10;
export const BODY_MAX = 2000;
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_PAGE_SIZE_MAX = 50;
/** Reports from this many accounts hide a review until the operator decides. */
export const REPORTS_TO_HIDE = 3;
export const REPORT_REASON_MAX = 500;

export const REVIEW_MESSAGES = {
  rating: 'Choose from 1 to 5 stars.',
  titleLength: `Write 1 to ${TITLE_MAX} characters.`,
  bodyLength: `Write ${BODY_MIN} to ${BODY_MAX} characters.`,
  reasonLength: `Write 1 to ${REPORT_REASON_MAX} characters.`,
  markup: 'Write words, not markup: this holds only tags.',
  control: 'This holds only control characters; write some words.',
  invisible: 'This holds only invisible characters; write some words.',
  guest: 'Sign up to write a review',
  guestVote: 'Sign up to vote on or report reviews.',
  ownHelpful: 'You cannot mark your own review as helpful.',
  ownReport: 'You cannot report your own review.',
  empty: 'No reviews yet. Be the first to review this product.',
  notYours: 'You have not reviewed this product.',
} as const;

export const unknownReview = (id: string) => `No review has the id "${id}".`;

/** The number of characters a reader counts (code points, as PostgreSQL's char_length does). */
export const textLength = (value: string): number => Array.from(value).length;

// Tags and character references: `<b>`, `</p>`, `<!-- -->`, `&nbsp;`, `&#8203;`.
const MARKUP = /<!--[\s\S]*?-->|<\/?[a-z!][^>]*>|&(?:[a-z]+|#\d+|#x[\da-f]+);/giu;
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;

/**
 * Why a review's text says nothing a reader could read, or undefined when it does: made only of
 * markup, of control characters, or of invisible characters (spaces, zero-width and format
 * characters). Text with words in it is kept as written and always shown as text, never as markup.
 */
export function unreadableText(value: string): string | undefined {
  const withoutMarkup = value.replace(MARKUP, '');
  if (hasVisibleText(withoutMarkup)) return undefined;
  if (withoutMarkup.length !== value.length) return REVIEW_MESSAGES.markup;
  if (CONTROL.test(value.replace(/[\t\n\r]/gu, ''))) return REVIEW_MESSAGES.control;
  return REVIEW_MESSAGES.invisible;
}

/** What a shopper writes (src/domain/review-schemas.ts checks it). */
export interface ReviewInput {
  rating: number;
  title: string;
  body: string;
}

export interface ReviewQuery {
  sort: ReviewSort;
  rating?: number;
  verifiedOnly?: boolean;
  page: number;
  pageSize: number;
}

/** A review as the API shows it: nothing personal about its author but the short name. */
export interface Review {
  _id: string;
  productId: string;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  verifiedPurchase: boolean;
  helpfulCount: number;
  createdAt: string;
  updatedAt: string;
}

export type Histogram = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface ReviewSummary {
  /** The product's one rating: imported figures and live reviews together. */
  average: number;
  ratingCount: number;
  /** The written reviews shown (not hidden), and their stars. */
  reviewCount: number;
  histogram: Histogram;
}

export interface ReviewPage {
  reviews: Review[];
  /** How many reviews match the query (all its pages). */
  total: number;
  summary: ReviewSummary;
}

/** A review as the operator sees it: who wrote it, its reports and whether it is shown. */
export interface ModeratedReview extends Review {
  userId: string | null;
  hidden: boolean;
  reports: { reason: string; createdAt: string }[];
}

/** "Aanya S.": the first name and the last name's initial, nothing else about the author. */
export function authorName(firstName: string, lastName: string): string {
  const first = firstName.trim() || 'Shopper';
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export const roundRating = (value: number): number => Math.round(value * 10) / 10;

/** A rating as records keep it: the value and the count written as text. */
export interface RatingFigures {
  value: string;
  count: string;
}

/** A value written as text, in tenths, rounded half up ("4.35" is 44): exact, as numeric is. */
function tenthsOf(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  const tenths = Number(whole) * 10 + Number(fraction[0] ?? '0');
  return Number(fraction[1] ?? '0') >= 5 ? tenths + 1 : tenths;
}

/**
 * The product's one rating: the imported figure (a value and a count with no texts) and the live
 * reviews' stars together. The counts add; the value is their weighted mean to one decimal, rounded
 * half up, worked out in whole tenths so that every store (and PostgreSQL's, in
 * server/migrations/0012_review_ratings.sql) gets the same text. Without live stars the imported
 * figure stands as written.
 */
export function combineRecordRatings(
  imported: RatingFigures,
  stars: readonly number[],
): RatingFigures {
  if (stars.length === 0) return { value: imported.value, count: imported.count };
  const importedCount = Math.floor(Number(imported.count) || 0);
  const count = importedCount + stars.length;
  const total = tenthsOf(imported.value) * importedCount + 10 * stars.reduce((s, x) => s + x, 0);
  // The mean in tenths, half up: floor((2 total + count) / (2 count)), in whole numbers.
  const twice = 2 * total + count;
  const mean = (twice - (twice % (2 * count))) / (2 * count);
  return { value: `${Math.floor(mean / 10)}.${mean % 10}`, count: String(count) };
}

/** combineRecordRatings over numbers. */
export function combineRatings(
  imported: { value: number; count: number },
  stars: readonly number[],
): { value: number; count: number } {
  const combined = combineRecordRatings(
    { value: String(imported.value), count: String(imported.count) },
    stars,
  );
  return { value: Number(combined.value), count: Number(combined.count) };
}

export function histogramOf(stars: readonly number[]): Histogram {
  const histogram: Histogram = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const s of stars) {
    const key = String(s);
    if (key === '1' || key === '2' || key === '3' || key === '4' || key === '5')
      histogram[key] += 1;
  }
  return histogram;
}

/**
 * The summary of a product's shown reviews: `rating` is the product's one rating (imported figures
 * and these stars already combined), `stars` the shown reviews' stars.
 */
export function summaryOf(rating: RatingFigures, stars: readonly number[]): ReviewSummary {
  return {
    average: Number(rating.value) || 0,
    ratingCount: Number(rating.count) || 0,
    reviewCount: stars.length,
    histogram: histogramOf(stars),
  };
}

/** The summary of a product's shown reviews over its imported rating (`value`, `count` as text). */
export function summarise(imported: RatingFigures, stars: readonly number[]): ReviewSummary {
  return summaryOf(combineRecordRatings(imported, stars), stars);
}

/** Whether a review with this many reports and this operator decision is hidden. */
export function isHidden(moderation: 'auto' | 'hidden' | 'approved', reports: number): boolean {
  return moderation === 'hidden' || (moderation === 'auto' && reports >= REPORTS_TO_HIDE);
}
