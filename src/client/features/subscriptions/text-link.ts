/** A link inside text: underlined, in the primary colour. */
export const textLink = 'text-primary underline underline-offset-4 hover:no-underline';
