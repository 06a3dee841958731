/** Report a review to the shop: a reason, sent once per account (three reports hide a review). */
import { useRef, useState } from 'react';
import { isApiError } from '@/api/client';
import { useReportReview } from '@/api/reviews';
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
import { Field } from '@/ui/field';
import { Textarea } from '@/ui/textarea';

export function ReportDialog({
  productId,
  reviewId,
  onSent,
}: {
  productId: string;
  reviewId: string;
  /** After the report was taken (the page may hide the review: ReviewsSection keeps the focus). */
  onSent?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  // Once sent, the Report button gives way to a thank-you that takes the focus back from the
  // dialog (the button it would return to is gone) and is read out.
  const thanks = useRef<HTMLSpanElement>(null);
  const report = useReportReview(productId);
  const send = async () => {
    if (reason.trim() === '') return setError('Tell us what is wrong with this review.');
    try {
      await report.mutateAsync({ reviewId, reason });
      onSent?.();
      setSent(true);
      setOpen(false);
    } catch (e) {
      setError(isApiError(e) ? e.messages.join(' ') : 'The report could not be sent. Try again.');
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {sent ? (
        <span
          ref={thanks}
          role="status"
          tabIndex={-1}
          className="text-sm text-neutral-600 outline-none"
        >
          Reported. Thank you.
        </span>
      ) : (
        <DialogTrigger asChild>
          <Button variant="ghost" size="sm">
            Report
          </Button>
        </DialogTrigger>
      )}
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!thanks.current) return;
          event.preventDefault();
          thanks.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Report this review</DialogTitle>
          <DialogDescription>
            Our team reads every report. A review reported by three shoppers is hidden until we look
            at it.
          </DialogDescription>
        </DialogHeader>
        <Field label="What is wrong with it?" error={error}>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
        </Field>
        <DialogFooter>
          <Button onClick={() => void send()} disabled={report.isPending}>
            Send report
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
