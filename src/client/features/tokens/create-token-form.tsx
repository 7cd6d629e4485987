import { useId, useState, type RefObject } from 'react';
import { CreateThenShowForm } from '@client/components/create-then-show-form';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { authErrorMessage } from '@client/features/auth';
import { NewTokenSecret } from './new-token-secret';
import { useCreateToken } from './use-tokens';

interface CreateTokenFormProps {
  nameField: RefObject<HTMLInputElement | null>;
  /** The new secret was put away (Done). */
  onDone: () => void;
}

/**
 * Names and makes a token, then shows its secret once. A blank name reaches the server, whose
 * message says what to write (as the Contact form does).
 */
export function CreateTokenForm({ nameField, onDone }: CreateTokenFormProps) {
  const ids = useId();
  const create = useCreateToken();
  const [name, setName] = useState('');
  const messageId = `${ids}-message`;

  return (
    <CreateThenShowForm
      label="Create a token"
      submit="Create token"
      create={create}
      variables={name}
      onCreated={() => setName('')}
      errorMessage={authErrorMessage}
      messageId={messageId}
      show={(token, done) => <NewTokenSecret key={token.id} secret={token.token} onDone={done} />}
      onDone={onDone}
    >
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
    </CreateThenShowForm>
  );
}
