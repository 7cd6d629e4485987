import { useId, useState, type FormEvent, type RefObject } from 'react';
import type { CreatedApiToken } from '@shared/contracts/tokens';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { SubmitButton } from '@client/components/ui/submit-button';
import { authErrorMessage } from '@client/features/auth';
import { NewTokenSecret } from './new-token-secret';
import { useCreateToken } from './use-tokens';

interface CreateTokenFormProps {
  nameField: RefObject<HTMLInputElement | null>;
  /** The new secret was put away (Done). */
  onDone: () => void;
}

/**
 * Names and makes a token, then shows its secret once. The name is not `required`: a blank one
 * reaches the server, whose message says what to write (as the Contact form does).
 */
export function CreateTokenForm({ nameField, onDone }: CreateTokenFormProps) {
  const ids = useId();
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const messageId = `${ids}-message`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(name, {
      onSuccess: (token) => {
        setName('');
        setCreated(token);
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
      <form className="grid gap-4" aria-label="Create a token" onSubmit={onSubmit}>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-name`}>Token name</Label>
          <Input
            id={`${ids}-name`}
            ref={nameField}
            autoComplete="off"
            aria-required="true"
            placeholder="e.g. Laptop script"
            value={name}
            aria-invalid={create.isError || undefined}
            aria-describedby={create.isError ? messageId : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        {create.isError && (
          <p id={messageId} role="alert" className="text-sm text-destructive">
            {authErrorMessage(create.error)}
          </p>
        )}
        <SubmitButton className="w-fit" pending={create.isPending}>
          Create token
        </SubmitButton>
      </form>
      {created && <NewTokenSecret key={created.id} secret={created.token} onDone={done} />}
    </div>
  );
}
