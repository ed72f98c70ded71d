/**
 * Vellum's UI kit: accessible controls (react-aria-components) in the app's look. Import from
 * "@/app/_ui" or a relative path; styles are in ./ui.css, loaded once by the root layout.
 * See ./README.md.
 */
export { Button, IconButton, buttonClass } from "./button";
export type { ButtonProps, ButtonVariant } from "./button";
export { NumberField, TextArea, TextField } from "./fields";
export type { FieldChrome } from "./fields";
export { ListBoxField, Select } from "./select";
export type { Option, Options } from "./select";
export { Checkbox, Radio, RadioGroup, Switch } from "./toggles";
export { AlertDialog, CloseActions, Dialog, DialogActions } from "./dialog";
export { FormDialog } from "./form-dialog";
export { Tab, TabList, TabPanel, Tabs } from "./tabs";
export { ActionMenu, MenuItem, MenuSeparator } from "./menu";
export { ToastRegion, closeToast, toast, toastTimeout } from "./toast";
export type { ToastContentValue } from "./toast";
export { Tooltip } from "./tooltip";
export { DropOverlay, FilePicker, usePageFileDrop } from "./file-drop";
export { RequestFailureNote } from "./request-failure";
export type { FailureShown } from "./request-failure";
export {
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  DownloadIcon,
  MinusIcon,
  MoreIcon,
  PlusIcon,
  UploadIcon,
} from "./icons";
export { KeysTable } from "./keys-table";
export type { KeyGroup, KeyRow } from "./keys-table";
