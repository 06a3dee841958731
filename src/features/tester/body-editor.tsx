/**
 * The JSON body box (docs/shop/rules.md, Request tester): 'Error in JSON format' under it while the
 * text is empty or not JSON, announced when it appears and gone as soon as the text parses.
 */
import type { Ref } from 'react';
import { methodHasBody, type HttpMethod } from '@/domain/tester';
import { Field } from '@/ui/field';
import { Textarea } from '@/ui/textarea';

export interface BodyEditorProps {
  text: string;
  error: string | null;
  method: HttpMethod;
  onChange: (text: string) => void;
  /** The container focuses the box when Submit is pressed with an invalid body. */
  textareaRef?: Ref<HTMLTextAreaElement>;
}

export function BodyEditor({ text, error, method, onChange, textareaRef }: BodyEditorProps) {
  return (
    <Field
      label="Body (JSON)"
      error={error ?? undefined}
      hint={methodHasBody(method) ? undefined : `${method} requests are sent without a body.`}
    >
      <Textarea
        ref={textareaRef}
        value={text}
        rows={8}
        spellCheck={false}
        autoComplete="off"
        className="font-mono"
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
