/**
 * Write a review, or edit one's own: a dialog with the star input, a title and the review, each
 * with its counter, checked by the same rules as the server (src/domain/reviews.ts) before sending.
 * A refusal from the server (a guest, a lost connection) shows above the buttons. While a review is
 * being sent the dialog stays open (its answer has somewhere to show), and what was written and not
 * sent is still there when the dialog opens again on the page (a click beside it, Escape).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@/api/client';
import { useMyReview, useSaveReview, type Review } from '@/api/reviews';
import { useSession } from '@/api/session';
import { InlineLoadError } from '@/components/load-error';
import { reviewInputSchema } from '@/domain/review-schemas';
import { BODY_MAX, textLength, TITLE_MAX, type ReviewInput } from '@/domain/reviews';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { Field, FieldError } from '@/ui/field';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';
import { Textarea } from '@/ui/textarea';
import { StarInput } from './star-input';

const resolver = zodResolver(reviewInputSchema);

interface ReviewDialogContentProps {
  productId: string;
  productName: string;
  /** Told once the review is saved: the owner of the dialog's open state closes it. */
  onSaved: () => void;
}

/**
 * The dialog's content, for a page that holds the Radix `Dialog` root and its trigger itself and
 * loads this part only when needed (ReviewsSection). Radix gives focus back to that trigger.
 *
 * It edits the shopper's own review (GET .../reviews/mine): until that is known the form waits,
 * since one opened empty would replace the review on posting; a press is never ignored for it.
 */
export function ReviewDialogContent({ productId, productName, onSaved }: ReviewDialogContentProps) {
  const mine = useMyReview(productId);
  const review = mine.data;
  const [sending, setSending] = useState(false);
  const holdOpen = (event: Event) => {
    if (sending) event.preventDefault();
  };
  let body;
  if (review !== undefined) {
    // Mounted with each opening (the content is), so it starts from the review as it is, or from
    // what the shopper wrote and did not send.
    body = (
      <ReviewForm productId={productId} review={review} onSaved={onSaved} onSending={setSending} />
    );
  } else if (mine.isError) {
    body = (
      <InlineLoadError
        message="Your review could not be loaded."
        onRetry={() => void mine.refetch()}
      />
    );
  } else {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading your review"
        className="flex flex-col gap-4"
      >
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    );
  }
  return (
    <DialogContent
      showClose={!sending}
      aria-busy={sending || undefined}
      onEscapeKeyDown={holdOpen}
      onInteractOutside={holdOpen}
    >
      <DialogHeader>
        <DialogTitle>{review ? 'Edit your review' : 'Write a review'}</DialogTitle>
        <DialogDescription>{productName}</DialogDescription>
      </DialogHeader>
      {body}
    </DialogContent>
  );
}

interface ReviewDialogProps extends Omit<ReviewDialogContentProps, 'onSaved'> {
  /** The button that opens it. */
  trigger: ReactNode;
  /** Open from the start (a story shows it open). */
  defaultOpen?: boolean;
}

/** The whole dialog with its own trigger and open state ('Rate this product' on an order). */
export function ReviewDialog({ trigger, defaultOpen, ...content }: ReviewDialogProps) {
  const [open, setOpen] = useState(defaultOpen ?? false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <ReviewDialogContent {...content} onSaved={() => setOpen(false)} />
    </Dialog>
  );
}

/**
 * What the shopper wrote and did not send, by account and product: for this page's life, so a
 * dialog closed by a stray click or Escape opens again with it (and only for whoever wrote it:
 * signing out does not reload the page).
 */
const unsent = new Map<string, ReviewInput>();

function ReviewForm({
  productId,
  review,
  onSaved,
  onSending,
}: {
  productId: string;
  review: Review | null;
  onSaved: () => void;
  /** Told when a review starts and stops being sent. */
  onSending: (sending: boolean) => void;
}) {
  const save = useSaveReview(productId);
  const draftKey = `${useSession().user?._id ?? ''}:${productId}`;
  const [defaults] = useState<ReviewInput>(
    () =>
      unsent.get(draftKey) ?? {
        rating: review?.rating ?? 0,
        title: review?.title ?? '',
        body: review?.body ?? '',
      },
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput>({ resolver, defaultValues: defaults });
  // Registered before the title and the review (their register() runs in the markup below): a
  // Post review with everything missing puts focus on the rating, the first field.
  const { field: rating } = useController({ control, name: 'rating' });
  const editing = Boolean(review);
  const [title, body] = useWatch({ control, name: ['title', 'body'] });

  useEffect(() => onSending(isSubmitting), [isSubmitting, onSending]);
  // Closed without sending: what is written is kept for the next opening; once saved, nothing is.
  const [sent] = useState(() => new Set<'saved'>());
  const keepUnsent = useCallback(() => {
    const values = getValues();
    if (sent.has('saved')) unsent.delete(draftKey);
    else if (JSON.stringify(values) !== JSON.stringify(defaults)) unsent.set(draftKey, values);
  }, [defaults, draftKey, getValues, sent]);
  useEffect(() => keepUnsent, [keepUnsent]);

  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      sent.add('saved');
      onSaved();
    } catch (error) {
      setError('root', {
        message: isApiError(error)
          ? error.messages.join(' ')
          : 'Your review could not be sent. Check your connection and try again.',
      });
    }
  });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
      <div>
        <StarInput
          name="rating"
          label="Your rating"
          value={rating.value}
          onChange={rating.onChange}
          inputRef={rating.ref}
          errorId={errors.rating ? 'review-rating-error' : undefined}
        />
        <FieldError id="review-rating-error">{errors.rating?.message}</FieldError>
      </div>
      <Field
        label="Title"
        error={errors.title?.message}
        hint={`${textLength(title)} / ${TITLE_MAX}`}
      >
        <Input {...register('title')} autoComplete="off" />
      </Field>
      <Field
        label="Your review"
        error={errors.body?.message}
        hint={`${textLength(body)} / ${BODY_MAX}`}
      >
        <Textarea {...register('body')} rows={6} />
      </Field>
      <FieldError>{errors.root?.message}</FieldError>
      <DialogFooter>
        <Button type="submit" disabled={isSubmitting}>
          {editing ? 'Save changes' : 'Post review'}
        </Button>
      </DialogFooter>
    </form>
  );
}
