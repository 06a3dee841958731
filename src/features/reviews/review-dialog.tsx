/**
 * Write a review, or edit one's own: a dialog with the star input, a title and the review, each
 * with its counter, checked by the same rules as the server (src/domain/reviews.ts) before sending.
 * A refusal from the server (a guest, a lost connection) shows above the buttons.
 */
import { useState, type ReactNode, type RefObject } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@/api/client';
import { useSaveReview, type Review } from '@/api/reviews';
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
import { Textarea } from '@/ui/textarea';
import { StarInput } from './star-input';

const resolver = zodResolver(reviewInputSchema);

interface ReviewDialogProps {
  productId: string;
  productName: string;
  /** The shopper's own review: the dialog edits it. */
  review?: Review | null;
  /** The button that opens it; none when the page opens it (`open`) from a button of its own. */
  trigger?: ReactNode;
  /** Open, when the page holds that state (`onOpenChange` is told of every change). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Open from the start, when the dialog holds that state itself (a story shows it open). */
  defaultOpen?: boolean;
  /** Where focus goes back to on closing, when the button that opened it is not `trigger`. */
  returnFocus?: RefObject<HTMLElement | null>;
}

export function ReviewDialog({
  productId,
  productName,
  review,
  trigger,
  open,
  onOpenChange,
  defaultOpen,
  returnFocus,
}: ReviewDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const editing = Boolean(review);

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocus?.current) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit your review' : 'Write a review'}</DialogTitle>
          <DialogDescription>{productName}</DialogDescription>
        </DialogHeader>
        {/* Mounted with each opening (the content is), so it starts from the review as it is. */}
        <ReviewForm productId={productId} review={review} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({
  productId,
  review,
  onSaved,
}: {
  productId: string;
  review?: Review | null;
  onSaved: () => void;
}) {
  const save = useSaveReview(productId);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput>({
    resolver,
    defaultValues: {
      rating: review?.rating ?? 0,
      title: review?.title ?? '',
      body: review?.body ?? '',
    },
  });
  const editing = Boolean(review);
  const [title, body] = useWatch({ control, name: ['title', 'body'] });

  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
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
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarInput
              name="rating"
              label="Your rating"
              value={field.value}
              onChange={field.onChange}
              errorId={errors.rating ? 'review-rating-error' : undefined}
            />
          )}
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
