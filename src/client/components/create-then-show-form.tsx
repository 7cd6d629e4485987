import { useState, type FormEvent, type ReactNode } from 'react';
import { SubmitButton } from './ui/submit-button';

/** What the form needs of the create mutation (TanStack Query's `useMutation` result). */
interface CreateMutation<Variables, Created> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  mutate: (variables: Variables, options: { onSuccess: (created: Created) => void }) => void;
  reset: () => void;
}

interface CreateThenShowFormProps<Variables, Created> {
  /** The form's accessible name. */
  label: string;
  /** The submit button's text. */
  submit: string;
  create: CreateMutation<Variables, Created>;
  /** What the fields hold, as the mutation takes it. */
  variables: Variables;
  /** The server made it: empty the fields. */
  onCreated: () => void;
  /** The words for the mutation's error, shown under the fields. */
  errorMessage: (error: unknown) => string;
  /** The error's element id, for the field it concerns to be described by. */
  messageId: string;
  /** What was made (its secret), until `done` puts it away. */
  show: (created: Created, done: () => void) => ReactNode;
  /** What was made was put away (Done). */
  onDone: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form that makes something whose secret the server answers only now (an API token, a
 * webhook), then shows that secret under it until Done. Nothing is `required`: the server checks
 * every field and its message says what to change.
 */
export function CreateThenShowForm<Variables, Created>({
  label,
  submit,
  create,
  variables,
  onCreated,
  errorMessage,
  messageId,
  show,
  onDone,
  children,
}: CreateThenShowFormProps<Variables, Created>) {
  const [created, setCreated] = useState<Created | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(variables, {
      onSuccess: (made) => {
        onCreated();
        setCreated(made);
      },
    });
  }

  function done() {
    setCreated(null);
    create.reset();
    onDone();
  }

  return (
    <div className="grid gap-4">
      <form className="grid gap-4" aria-label={label} onSubmit={onSubmit}>
        {children}
        {create.isError && (
          <p id={messageId} role="alert" className="text-sm text-destructive">
            {errorMessage(create.error)}
          </p>
        )}
        <SubmitButton className="w-fit" pending={create.isPending}>
          {submit}
        </SubmitButton>
      </form>
      {created !== null && show(created, done)}
    </div>
  );
}
