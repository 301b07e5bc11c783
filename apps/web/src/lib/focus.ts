/**
 * After a refused submit, the first field marked invalid gets the focus, so keyboard and
 * screen-reader users land on the message. Waits a frame for the messages to render.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}
