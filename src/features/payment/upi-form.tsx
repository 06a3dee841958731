/** The UPI tab of the simulated sheet: a UPI id, checked before paying (docs/server.md). */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { upiSchema, type UpiInput } from '@/domain/test-payments';

interface UpiFormProps {
  id: string;
  onPay: (upi: UpiInput) => void;
  disabled?: boolean;
}

function UpiForm({ id, onPay, disabled = false }: UpiFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpiInput>({ resolver: zodResolver(upiSchema), defaultValues: { vpa: '' } });
  return (
    <form id={id} noValidate onSubmit={handleSubmit(onPay)} className="flex flex-col gap-4">
      <Field
        label="UPI ID"
        error={errors.vpa?.message}
        hint="Test mode: success@razorpay succeeds and failure@razorpay fails."
      >
        <Input
          {...register('vpa')}
          placeholder="name@bank"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={disabled}
        />
      </Field>
    </form>
  );
}

export { UpiForm, type UpiFormProps };
