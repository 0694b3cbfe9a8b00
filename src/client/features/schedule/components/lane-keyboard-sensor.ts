import { KeyboardSensor, type KeyboardSensorProps } from '@dnd-kit/core';

/**
 * dnd-kit's keyboard sensor, kept from scrolling the board: once a visit picked up with the keyboard
 * neared the middle of the lanes, each arrow press scrolled the lanes as well as moving the visit
 * (drawn above the lanes, where scrolling does not carry it), so one press moved it two quarter
 * hours. Without the scrolling, each press moves it exactly one step.
 */
export class LaneKeyboardSensor extends KeyboardSensor {
  constructor(props: KeyboardSensorProps) {
    const { context } = props;
    super({
      ...props,
      context: {
        get current() {
          return { ...context.current, scrollableAncestors: [] };
        },
      },
    });
  }
}
