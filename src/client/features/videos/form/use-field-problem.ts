import { useState } from 'react';
import type { RefObject } from 'react';
import { showErrorToast } from '@client/lib/toast';
import type { ValidationProblem } from './video-validation';

type Field = ValidationProblem['field'];

/**
 * Which field of a video form the last failed check was about: it is marked invalid until the
 * user changes it. `report` marks it, says why in a toast and puts the user back in it.
 */
export function useFieldProblem(
  inputs: Partial<Record<Field, RefObject<HTMLInputElement | HTMLTextAreaElement | null>>>,
) {
  const [problem, setProblem] = useState<Field | null>(null);
  return {
    isInvalid: (field: Field) => problem === field,
    /** The field changed: its mark goes (another field's stays). */
    changed: (field: Field) => setProblem((current) => (current === field ? null : current)),
    report(found: ValidationProblem) {
      setProblem(found.field);
      showErrorToast(found.description, found.title);
      inputs[found.field]?.current?.focus();
    },
    clear: () => setProblem(null),
  };
}

export type FieldProblem = ReturnType<typeof useFieldProblem>;
