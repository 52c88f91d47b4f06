// The portal's form fields: a visible label, an optional hint and the field's
// problem, tied to the control with aria-describedby and aria-invalid. Each
// control carries its `name`, which is how scrollToFirstInvalid finds it.
import { useId, useState } from 'react';
import { inputClass } from '../../account/form.tsx';

export type FieldErrors = Readonly<Record<string, string | undefined>>;

const labelClass = 'block text-sm font-semibold text-ink';
const hintClass = 'mt-1 text-sm text-muted wrap-anywhere';
const errorClass = 'mt-1 text-sm font-semibold text-red-800';

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}

function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: React.ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A control's id and the attributes that tie its hint and problem to it. */
function useField(hint: React.ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return {
    id,
    hintId,
    errorId,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(hint !== undefined && hintId, error && errorId),
    },
  };
}

/** A labelled control with its hint and problem below it. */
function Field({
  field,
  label,
  hint,
  error,
  className,
  children,
}: {
  field: ReturnType<typeof useField>;
  label: string;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      {children}
      <FieldMessages hint={hint} hintId={field.hintId} error={error} errorId={field.errorId} />
    </div>
  );
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  ref?: React.Ref<HTMLInputElement>;
  name: string;
  label: string;
  hint?: React.ReactNode;
  error?: string;
  /** Text shown before the box, such as $. */
  prefix?: string;
};

export function TextField({ name, label, hint, error, prefix, className, ...input }: InputProps) {
  const field = useField(hint, error);
  const control = (
    <input
      name={name}
      {...field.control}
      className={`${inputClass} ${prefix ? 'pl-7' : ''}`}
      {...input}
    />
  );
  return (
    <Field field={field} label={label} hint={hint} error={error} className={className}>
      {prefix ? (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 mt-0.5 -translate-y-1/2 text-muted"
          >
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
    </Field>
  );
}

type TextAreaProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> & {
  name: string;
  label: string;
  hint?: React.ReactNode;
  error?: string;
};

export function TextAreaField({ name, label, hint, error, className, ...area }: TextAreaProps) {
  const field = useField(hint, error);
  // Near its limit the box says how much it holds: a long paste is cut at maxLength without
  // a word from the browser, and a buyer review found a description saved cut short.
  const [typed, setTyped] = useState(() => String(area.value ?? area.defaultValue ?? '').length);
  const length = area.value !== undefined ? String(area.value).length : typed;
  const max = area.maxLength;
  return (
    <Field field={field} label={label} hint={hint} error={error} className={className}>
      <textarea
        name={name}
        {...field.control}
        className={inputClass}
        {...area}
        onChange={(event) => {
          setTyped(event.currentTarget.value.length);
          area.onChange?.(event);
        }}
      />
      {max !== undefined ? (
        <p aria-live="polite" className="mt-1 text-xs text-muted empty:hidden">
          {length === max
            ? `${max.toLocaleString('en-US')} of ${max.toLocaleString('en-US')} characters: that is all this box takes.`
            : length >= max * 0.9
              ? `${length.toLocaleString('en-US')} of ${max.toLocaleString('en-US')} characters`
              : ''}
        </p>
      ) : null}
    </Field>
  );
}

/** `disabled`: shown (a saved answer still reads) but not choosable now. */
export type Choice = { value: string; label: string; disabled?: boolean };

type SelectProps = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'name'> & {
  name: string;
  label: string;
  choices: readonly Choice[];
  /** The first, empty choice ("not answered"). */
  placeholder?: string;
  hint?: React.ReactNode;
  error?: string;
};

export function SelectField({
  name,
  label,
  choices,
  placeholder = 'Choose one',
  hint,
  error,
  className,
  ...select
}: SelectProps) {
  const field = useField(hint, error);
  return (
    <Field field={field} label={label} hint={hint} error={error} className={className}>
      <select name={name} {...field.control} className={inputClass} {...select}>
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * A group of radio buttons or checkboxes under one legend. Radios answer one
 * question (`value`); checkboxes pick several (`values`).
 */
export function ChoiceGroup({
  name,
  legend,
  choices,
  type,
  value,
  values,
  onChange,
  hint,
  error,
  className,
  inline = true,
  onClear,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  type: 'radio' | 'checkbox';
  value?: string;
  values?: readonly string[];
  onChange: (value: string, checked: boolean) => void;
  /** Radios cannot be unchecked: this offers "Clear" while one is chosen. */
  onClear?: () => void;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  inline?: boolean;
}) {
  const { hintId, errorId, control } = useField(hint, error);
  return (
    <fieldset
      className={className}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
    >
      <legend className={labelClass}>{legend}</legend>
      <div className={`mt-2 flex gap-x-5 gap-y-2 ${inline ? 'flex-wrap' : 'flex-col'}`}>
        {choices.map((choice) => {
          const checked =
            type === 'radio' ? value === choice.value : (values ?? []).includes(choice.value);
          return (
            <label key={choice.value} className="flex min-h-11 items-center gap-2 sm:min-h-0">
              <input
                type={type}
                name={name}
                value={choice.value}
                checked={checked}
                onChange={(event) => onChange(choice.value, event.target.checked)}
                className="h-5 w-5 accent-brand-700"
              />
              <span>{choice.label}</span>
            </label>
          );
        })}
        {onClear && value ? (
          <button
            type="button"
            onClick={onClear}
            className="min-h-11 self-start text-sm font-semibold text-brand-700 underline sm:min-h-0"
          >
            Clear<span className="sr-only"> the answer to {legend}</span>
          </button>
        ) : null}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}

/** One yes/no checkbox with its label beside it. */
export function CheckboxField({
  name,
  label,
  checked,
  onChange,
  hint,
}: {
  name: string;
  label: React.ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: React.ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={`${hintClass} ml-8`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
