/** Report a review to the shop: a reason, sent once per account (three reports hide a review). */
import { useState } from 'react';
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

export function ReportDialog({ productId, reviewId }: { productId: string; reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const report = useReportReview(productId);
  const send = async () => {
    if (reason.trim() === '') return setError('Tell us what is wrong with this review.');
    try {
      await report.mutateAsync({ reviewId, reason });
      setSent(true);
      setOpen(false);
    } catch (e) {
      setError(isApiError(e) ? e.messages.join(' ') : 'The report could not be sent. Try again.');
    }
  };
  if (sent) return <span className="text-sm text-neutral-600">Reported. Thank you.</span>;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          Report
        </Button>
      </DialogTrigger>
      <DialogContent>
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
