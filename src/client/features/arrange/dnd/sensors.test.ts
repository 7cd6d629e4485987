import type { PointerEvent as ReactPointerEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MouseAndPenSensor, measureAtRest } from './sensors';

const [activator] = MouseAndPenSensor.activators;

function pressWith(pointerType: string, button = 0) {
  const onActivation = vi.fn();
  const event = { nativeEvent: { pointerType, button, isPrimary: true } } as ReactPointerEvent;
  return { started: activator!.handler(event, { onActivation }), onActivation };
}

describe('MouseAndPenSensor', () => {
  it('starts on a mouse or pen press, like the pointer sensor', () => {
    expect(pressWith('mouse').started).toBe(true);
    expect(pressWith('pen').started).toBe(true);
    expect(pressWith('mouse', 2).started).toBe(false);
  });

  it('leaves a finger to the touch sensor', () => {
    const { started, onActivation } = pressWith('touch');
    expect(started).toBe(false);
    expect(onActivation).not.toHaveBeenCalled();
  });
});

/** A stand-in element: getBoundingClientRect, computed style and the panel around it. */
function element(box: DOMRect, panel: { offsetLeft: number; left: number } | null) {
  const panelElement = panel && {
    offsetLeft: panel.offsetLeft,
    getBoundingClientRect: () => ({ left: panel.left }),
  };
  return {
    getBoundingClientRect: () => box,
    closest: () => panelElement,
  } as unknown as HTMLElement;
}

describe('measureAtRest', () => {
  // dnd-kit reads the element's own transform from the window's computed style.
  beforeEach(() => vi.stubGlobal('window', { getComputedStyle: () => ({ transform: 'none' }) }));
  afterEach(() => vi.unstubAllGlobals());
  const box = { left: -200, right: -20, top: 100, bottom: 132, width: 180, height: 32 } as DOMRect;

  it("measures a collection in the phone's panel where the panel stops sliding", () => {
    // The panel is 200 px short of its place (left: 0) while it slides in.
    expect(measureAtRest(element(box, { offsetLeft: 0, left: -200 }))).toMatchObject({
      left: 0,
      right: 180,
      top: 100,
      bottom: 132,
      width: 180,
    });
  });

  it('measures anything else as it is', () => {
    expect(measureAtRest(element(box, null))).toMatchObject({ left: -200, right: -20, top: 100 });
  });
});
