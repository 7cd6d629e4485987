import { useId } from 'react';
import { CONTACT_MAX_LENGTH } from '@shared/contact';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { CONTACT_TEXTS } from './contact-message';
import { useContactForm } from './use-contact-form';

/**
 * Settings → Contact Us (docs/product/screens-and-routes.md). The fields are marked required for
 * assistive tech but not with `required`, so a blank field reaches our check and its message
 * (docs/product/validation.md) rather than the browser's; the e-mail field still gets the browser's
 * format check. The message is stored on the server for the operator
 * (docs/decisions/0041-contact-messages.md).
 */
export function ContactForm() {
  const { fields, setField, sending, thanked, refusal, submit } = useContactForm();
  const id = useId();
  const titleId = `${id}-title`;

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>Contact Us</CardTitle>
        <CardDescription>Questions, ideas or trouble? Send us a message.</CardDescription>
      </CardHeader>
      <CardContent>
        <form aria-labelledby={titleId} className="grid gap-4" onSubmit={(e) => void submit(e)}>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              autoComplete="name"
              aria-required="true"
              maxLength={CONTACT_MAX_LENGTH.name}
              value={fields.name}
              onChange={(e) => setField('name', e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              aria-required="true"
              maxLength={CONTACT_MAX_LENGTH.email}
              value={fields.email}
              onChange={(e) => setField('email', e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-message`}>Message</Label>
            <Textarea
              id={`${id}-message`}
              aria-required="true"
              maxLength={CONTACT_MAX_LENGTH.message}
              value={fields.message}
              onChange={(e) => setField('message', e.target.value)}
            />
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending...' : 'Submit'}
            </Button>
            <p role="status" className="text-sm text-green-600 dark:text-green-400">
              {thanked ? CONTACT_TEXTS.sent : ''}
            </p>
          </div>
          {/* Why the server refused the last send, when it said (the toast has the spec's words). */}
          {refusal ? (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
