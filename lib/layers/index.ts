/**
 * lib/layers: frame geometry and the cardinal rule. Which element of a stack shows, and the
 * self-worth, icons and live effects the rules read off exactly that picture (README.md).
 */
export type { CardRect } from "./rect";
export { rectContains, rectIntersection } from "./rect";
export { COVERAGE_THRESHOLD, coveredFraction, isCovered } from "./coverage";
export {
  BUILTIN_FRAMES,
  BUILTIN_STYLES,
  CARD_BLEED,
  CARD_HEIGHT,
  CARD_SAFE,
  CARD_WIDTH,
  REGION_IDS,
  builtinFrame,
} from "./builtin-frames";
export type { FrameSource } from "./frame-for";
export { findFrame, frameFor } from "./frame-for";
export type { CompiledFrame, CompiledRegion } from "./compiled-frame";
export { compileFrame, textBox } from "./compiled-frame";
export type {
  BlankElement,
  CardElement,
  ElementBase,
  ElementKind,
  IconElement,
  PlainElement,
  PointsElement,
  SlotNumber,
} from "./card-elements";
export {
  ELEMENT_KINDS,
  cardElements,
  elementOpacity,
  printsReminder,
  reminderNotPrintedMessage,
  unprintedReminders,
} from "./card-elements";
export { opaqueArea, subtractRects } from "./opaque-area";
export type { EffectTiming, StackEntry } from "./stack";
export { resolveStack } from "./stack";
export type { ElementVisibility, StatesBase } from "./stack-visibility";
export {
  ELEMENT_HIDDEN,
  ELEMENT_HIDDEN_NEAR,
  ELEMENT_VISIBLE,
  elementStates,
} from "./stack-visibility";
export type {
  EffectStatus,
  StackAnalysis,
  StackSummary,
  VisibleIcon,
  VisiblePoint,
} from "./analyze-stack";
export { analyzeStack, summarizeStack } from "./analyze-stack";
export type { FrameIssue, FrameIssueKind } from "./frame-geometry";
export { frameGeometryIssues, isSlotRegion, mmText, regionOffCard } from "./frame-geometry";
export type { StackDifference } from "./stack-expectation";
export { expectationOf, iconList, stackDifferences } from "./stack-expectation";
