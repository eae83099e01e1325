import { describe, expect, it } from 'vitest';
import { mantineStylesheetFor } from './mantine-styles';

describe('mantineStylesheetFor', () => {
  it("names a Mantine component's layered stylesheet from its class-name module", () => {
    expect(
      mantineStylesheetFor(
        '/app/node_modules/@mantine/core/esm/components/Button/Button.module.mjs',
      ),
    ).toBe('@mantine/core/styles/Button.layer.css');
    expect(
      mantineStylesheetFor(
        '/app/node_modules/@mantine/core/esm/components/Checkbox/CheckboxCard/CheckboxCard.module.mjs',
      ),
    ).toBe('@mantine/core/styles/CheckboxCard.layer.css');
  });

  it('leaves every other module alone', () => {
    expect(
      mantineStylesheetFor('/app/node_modules/@mantine/core/esm/components/Button/Button.mjs'),
    ).toBeUndefined();
    expect(mantineStylesheetFor('/app/src/components/ui/toast.module.css')).toBeUndefined();
  });
});
