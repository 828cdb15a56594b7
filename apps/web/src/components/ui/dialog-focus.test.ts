import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstField } from './dialog-focus';

/** Two dialogs, the second opened over the first; each with its close button and its first field. */
function dialogs() {
  document.body.innerHTML = ['first', 'second']
    .map(
      (name) => `<div class="ant-modal"><button aria-label="Cerrar ${name}">x</button>
        <input aria-label="${name}" data-first-field="" /></div>`,
    )
    .join('');
  const [first, second] = [...document.querySelectorAll('input')];
  return { first: first!, second: second!, close: document.querySelector('button')! };
}

describe('focusFirstField', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('takes the focus back from the close button to the field of the dialog opened last', () => {
    const { second, close } = dialogs();
    close.focus();
    focusFirstField(true);
    expect(document.activeElement).toBe(second);
  });

  it('does nothing as a dialog closes', () => {
    const { close } = dialogs();
    close.focus();
    focusFirstField(false);
    expect(document.activeElement).toBe(close);
  });
});
