import { describe, expect, it } from 'vitest';
import { CALLBACK_MESSAGES, canMoveCallback } from './callbacks';

describe('call-back moves', () => {
  it('goes requested -> contacted -> closed, one step at a time', () => {
    expect(canMoveCallback('requested', 'contacted')).toBe(true);
    expect(canMoveCallback('contacted', 'closed')).toBe(true);
    expect(canMoveCallback('requested', 'closed')).toBe(false);
    expect(canMoveCallback('closed', 'requested')).toBe(false);
    expect(canMoveCallback('contacted', 'requested')).toBe(false);
    expect(canMoveCallback('new', 'contacted')).toBe(false);
  });

  it('words the refusal', () => {
    expect(CALLBACK_MESSAGES.refusal('closed', 'contacted')).toMatch(
      /^A call-back that is closed cannot be moved to contacted\./,
    );
  });
});
