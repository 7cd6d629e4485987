import { toast } from 'sonner';

/**
 * SPEC §8: errors show as a destructive toast titled "Error" (or the validation title the spec
 * names: "Invalid URL", "Cannot Rename", "Cannot Delete"). The same id replaces rather than
 * stacks an identical toast, so a repeated failure does not pile up.
 */
export function showErrorToast(description: string, title = 'Error'): void {
  toast.error(title, { id: `${title}:${description}`, description });
}

export function showSuccessToast(title: string, description?: string): void {
  toast.success(title, { description });
}
