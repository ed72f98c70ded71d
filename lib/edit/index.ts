/**
 * lib/edit: the pure edits of a set that the browser app's pages make (README.md). Each takes a
 * set (or a frame) and returns a new one, or a refusal saying why; pages turn gestures into these
 * calls and hand the result to their store.
 */
export {
  addBack,
  addLanguage,
  backOfType,
  chooseBack,
  generalProblem,
  languageGaps,
  parseLanguageTag,
  patchBack,
  removeBack,
  removeLanguage,
  setGeneral,
  setRule,
  setWord,
} from "./settings";
export type { LanguageGap } from "./settings";
export { setFamilyName, setPrintWord, setSetTranslation } from "./set-texts";
export { setPhrase } from "./phrases";
export { patchCategory, setCategoryEnabled, setCategoryHeading } from "./effect-categories";
export {
  addFamily,
  addIcon,
  addOpenIcon,
  addOpenIcons,
  charactersOf,
  cleanUploadedIcon,
  creditOpenIcon,
  patchFamily,
  patchIcon,
  removeFamily,
  removeIcon,
} from "./families-icons";
export type { CleanedIcon, OpenIcon } from "./families-icons";
export { cardsUsing, customisedCopy, withFrame } from "./frames";
export { addRegion, freeSlot, hasSlot, removeRegion } from "./regions";
export { setCategoryIcon, setFrameEmblem, setOpenCategoryIcon, setOpenFrameEmblem } from "./marks";
export {
  blankCard,
  copyOfCard,
  insertCard,
  moveCard,
  newCardKind,
  patchCard,
  removeCardAt,
  replaceCardAt,
  uniqueCardId,
} from "./cards";
export type { NewCardKind } from "./cards";
export { cardIdUses, idFollowsName, idForName, isPlaceholderId } from "./card-ids";
export { newStackId, withSavedStack, withoutSavedStack } from "./saved-stacks";
export type { StackToSave } from "./saved-stacks";
export { confirmTranslation, translateCard } from "./translations";
export { setSheetLink, setSheetMapping } from "./sheet-link";
