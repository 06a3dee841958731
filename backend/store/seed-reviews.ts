/**
 * Sample reviews the shop starts with, written for Glamour so the static build and Storybook show
 * real lists. They came with the shop, not from an account (no `userId`), and carry their own
 * "verified purchase". None is of the Plum perfume: tests write that product's reviews themselves.
 */
import type { ReviewRecord } from './review-records';

type Sample = [
  product: string,
  author: string,
  rating: number,
  title: string,
  body: string,
  verified: boolean,
];

const LIPSTICK = '8332f751-1305-49a0-83c2-c25138bd44cc';
const FACE_WASH = 'bef7e043-ad2b-4f56-bf27-6201e26473b0';
const NIGHT_GEL = 'b94e51fb-31bc-466f-ac1a-6dc2902c2f77';
const MOUSSE = '9b94a23b-f366-4955-a5f3-b797f0310fea';
const ONION_OIL = '67190caa-369e-4d9a-ac46-0614b2fe3138';
const SUNSCREEN = '01289a80-b93e-4f78-956f-e266059338b7';
const KAJAL = '4030410b-68a1-46f9-a8ad-82e3f5929dbe';
const FOUNDATION = '4a202a31-7833-4501-9a37-36927e9379aa';
const DRYER = 'b25ea8c2-c182-4548-a1db-c0530a96deaa';
const SERUM = 'f878445c-00fe-40c1-9f33-25992f9c51d6';
const BODY_MILK = 'ff6cbcd5-4233-4bc6-81ad-2da168649bb5';
const POWDER_KISS = '90ec8c76-3c9d-4728-b4f1-bb788b0288a0';

const SAMPLES: readonly Sample[] = [
  [
    LIPSTICK,
    'Ishita P.',
    5,
    'My everyday pink',
    'The shade is a soft rosy pink that suits office and evenings alike. It stays put through two cups of chai and does not dry my lips.',
    true,
  ],
  [
    LIPSTICK,
    'Neha K.',
    4,
    'Matte without the tightness',
    'Goes on smooth and the primer really helps. I take off one star because it fades on the inner lip after a meal.',
    true,
  ],
  [
    LIPSTICK,
    'Ritu M.',
    3,
    'Nice colour, patchy on dry lips',
    'Lovely colour in the tube. On days my lips are dry it settles into lines, so scrub and balm first.',
    false,
  ],
  [
    LIPSTICK,
    'Farah S.',
    5,
    'Third bullet I have bought',
    'Reliable, long-lasting and the price is fair. The packaging clicks shut properly, so no smudges in my bag.',
    true,
  ],
  [
    LIPSTICK,
    'Kavya R.',
    2,
    'Not for me',
    'The colour looked brighter online. On my skin tone it reads almost brown, and it needs a proper remover.',
    true,
  ],
  [
    FACE_WASH,
    'Meghna T.',
    4,
    'Gentle and fresh',
    'Foams lightly and leaves my face clean but not squeaky. The turmeric smell is mild and goes away quickly.',
    true,
  ],
  [
    FACE_WASH,
    'Sana A.',
    3,
    'Fine for daily use',
    'Does the job for a daily wash. I did not notice any change in tan after a month, but it did not irritate either.',
    false,
  ],
  [
    FACE_WASH,
    'Anjali D.',
    5,
    'Great after a long day',
    "Takes off sunscreen and the day's dust in one wash. My combination skin feels balanced, not oily by noon.",
    true,
  ],
  [
    NIGHT_GEL,
    'Priya N.',
    5,
    'Light enough for summer',
    'A gel that sinks in within a minute, so I can sleep right away. My skin looks calmer in the mornings.',
    true,
  ],
  [
    NIGHT_GEL,
    'Divya G.',
    4,
    'Good for oily skin',
    'No greasy pillow and fewer small bumps after three weeks. The tub is big enough to last two months.',
    true,
  ],
  [
    MOUSSE,
    'Tanvi J.',
    4,
    'Two in one that works',
    'Blends well as a blush with fingers. As a lip colour it is soft and matte; I top it with balm.',
    true,
  ],
  [
    MOUSSE,
    'Rhea B.',
    5,
    'Weightless indeed',
    'You forget you are wearing it. The shade gives a natural flush that lasts through a work day.',
    false,
  ],
  [
    ONION_OIL,
    'Pooja L.',
    2,
    'Strong smell',
    'The oil itself is light, but the onion smell stays even after washing. I could not use it before going out.',
    true,
  ],
  [
    ONION_OIL,
    'Aditi V.',
    3,
    'Some difference in hair fall',
    'After six weeks there is a little less hair on my comb. The smell takes getting used to; use it overnight.',
    true,
  ],
  [
    ONION_OIL,
    'Simran H.',
    1,
    'Bottle leaked',
    'The cap was loose and half the oil was in the box. The oil may be fine but I could not really try it.',
    false,
  ],
  [
    SUNSCREEN,
    'Nisha C.',
    5,
    'No white cast at all',
    'Finally a SPF 50 that does not make me look grey. It sits well under makeup and does not pill.',
    true,
  ],
  [
    SUNSCREEN,
    'Leena F.',
    4,
    'Good, a bit shiny',
    'Protection is great and it smells faintly of citrus. By afternoon my T-zone is shiny, so I carry blotting paper.',
    true,
  ],
  [
    KAJAL,
    'Zoya K.',
    4,
    'Dark and smooth',
    'Glides on in one stroke and the black is deep. It smudges a little on the lower line by evening.',
    true,
  ],
  [
    KAJAL,
    'Bhavna S.',
    2,
    'Smudges quickly',
    'Looks great for the first two hours, then I have shadows under my eyes. Fine for a quick outing only.',
    false,
  ],
  [
    KAJAL,
    'Mira D.',
    3,
    'Okay for the price',
    'A twin pack at this price is good value. It needs a sharpener-free twist more often than I would like.',
    true,
  ],
  [
    FOUNDATION,
    'Rashmi P.',
    3,
    'Good coverage, dry finish',
    'Covers redness in one layer. On my dry skin it looks powdery unless I moisturise well before.',
    true,
  ],
  [
    FOUNDATION,
    'Gauri A.',
    2,
    'Shade runs dark',
    'NC42 looked right in the store light but is a shade too deep for me. Coverage and staying power are good.',
    true,
  ],
  [
    FOUNDATION,
    'Ayesha Q.',
    4,
    'Photographs well',
    'Wore it to a wedding and it lasted eight hours under lights. Use a damp sponge for the best finish.',
    false,
  ],
  [
    DRYER,
    'Komal Y.',
    5,
    'Small, quick and quiet',
    'Dries my shoulder-length hair in ten minutes. It folds into my travel bag and the cool setting really is cool.',
    true,
  ],
  [
    DRYER,
    'Sneha W.',
    4,
    'Good for the price',
    'Two heat settings are enough for me. The cord could be longer; I need an extension in my room.',
    true,
  ],
  [
    SERUM,
    'Trisha M.',
    5,
    'Glow in two weeks',
    'My dull patches look brighter and the serum absorbs fast. Keep the bottle away from sunlight.',
    true,
  ],
  [
    SERUM,
    'Uma R.',
    4,
    'Slight tingle',
    'Tingles for a few seconds on first use, then nothing. Results are visible; I use it every other night.',
    true,
  ],
  [
    SERUM,
    'Jaya I.',
    3,
    'Changed colour',
    'Works well, but after a month the serum turned darker. Finish it quickly once opened.',
    false,
  ],
  [
    BODY_MILK,
    'Esha N.',
    5,
    'Winter saviour',
    'Rich without being sticky. My elbows and knees are soft all day and the smell is gentle.',
    true,
  ],
  [
    BODY_MILK,
    'Mansi O.',
    4,
    'Big bottle, lasts long',
    'Good value and absorbs in a few minutes. In humid weather it feels a little heavy.',
    false,
  ],
  [
    POWDER_KISS,
    'Heena G.',
    5,
    'Blurred, soft matte',
    'Marrakesh-mere is the perfect warm brown. It feels like nothing on the lips and lasts about five hours.',
    true,
  ],
  [
    POWDER_KISS,
    'Oshin T.',
    4,
    'Lovely but pricey',
    'The texture is the best of my lipsticks. I wish the bullet were bigger for the price.',
    true,
  ],
];

const AT = (i: number) =>
  `2026-0${1 + (i % 6)}-${String(10 + (i % 18)).padStart(2, '0')}T1${i % 10}:15:00+05:30`;

/** The sample reviews, fresh records each time (a reset gives back the same ones). */
export function seedReviews(): ReviewRecord[] {
  return SAMPLES.map(([productId, authorName, rating, title, body, verified], i) => ({
    _id: `sample-review-${String(i + 1).padStart(2, '0')}`,
    productId,
    userId: null,
    authorName,
    rating,
    title,
    body,
    createdAt: AT(i),
    updatedAt: AT(i),
    moderation: 'auto',
    verified,
    helpful: [],
    reports: [],
  }));
}
