/**
 * Write a review, or edit one's own: a dialog with the star input, a title and the review, each
 * with its counter, checked by the same rules as the server (src/domain/reviews.ts) before sending.
 * A refusal from the server (a guest, a lost connection) shows above the buttons.
 */
import { useEffect, useState, type ReactNode } from 'react';
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
  /** The button that opens it. */
  trigger: ReactNode;
  /** Opened from the start (a story shows it open, or its button was pressed while it loaded). */
  defaultOpen?: boolean;
  /** Told once when it opened from the start, so a later mount elsewhere starts closed. */
  onOpenedAtStart?: () => void;
}

export function ReviewDialog({
  productId,
  productName,
  review,
  trigger,
  defaultOpen,
  onOpenedAtStart,
}: ReviewDialogProps) {
  const [open, setOpen] = useState(defaultOpen ?? false);
  const [openedAtStart] = useState(defaultOpen ?? false);
  useEffect(() => {
    if (openedAtStart) onOpenedAtStart?.();
  }, [openedAtStart, onOpenedAtStart]);
  const save = useSaveReview(productId);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
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
      setOpen(false);
    } catch (error) {
      setError('root', {
        message: isApiError(error)
          ? error.messages.join(' ')
          : 'Your review could not be sent. Check your connection and try again.',
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next)
          reset({
            rating: review?.rating ?? 0,
            title: review?.title ?? '',
            body: review?.body ?? '',
          });
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit your review' : 'Write a review'}</DialogTitle>
          <DialogDescription>{productName}</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
