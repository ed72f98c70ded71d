import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { KeyboardSensor, MouseSensor, PointerSensor, TouchSensor } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { DRAG_DISTANCE, DRAG_KEYS, TOUCH_HOLD, dragSensors } from "./dnd";

describe("the drag kit's sensors", () => {
  it("lift with Space only, drop with Space or Enter, cancel with Escape", () => {
    expect(DRAG_KEYS).toEqual({ start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] });
    // Enter acts on the focused item without a drag, so it must never lift.
    expect(DRAG_KEYS.start).not.toContain("Enter");
  });

  it("give every area the same keys and the same distance before a pointer drags", () => {
    const getter: KeyboardCoordinateGetter = () => undefined;
    const [pointer, keyboard] = dragSensors({ keyboard: getter });
    expect(pointer).toEqual({
      sensor: PointerSensor,
      options: { activationConstraint: { distance: DRAG_DISTANCE } },
    });
    expect(keyboard).toEqual({
      sensor: KeyboardSensor,
      options: { keyboardCodes: DRAG_KEYS, coordinateGetter: getter },
    });
    expect(dragSensors()[1]?.options).toEqual({
      keyboardCodes: DRAG_KEYS,
      coordinateGetter: undefined,
    });
  });

  it("let a finger scroll a list and drag after a hold when asked to", () => {
    const sensors = dragSensors({ touch: "hold" });
    expect(sensors.map((s) => s.sensor)).toEqual([MouseSensor, TouchSensor, KeyboardSensor]);
    expect(sensors[0]?.options).toEqual({ activationConstraint: { distance: DRAG_DISTANCE } });
    expect(sensors[1]?.options).toEqual({ activationConstraint: TOUCH_HOLD });
  });
});
