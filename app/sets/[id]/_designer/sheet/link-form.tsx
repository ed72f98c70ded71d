"use client";
/**
 * The link form of the "Linked sheet" dialog: a file of the set's folder (CSV, TSV or XLSX) or a
 * URL (a published Google Sheet's CSV, any http(s) CSV). "Link" reads the sheet first: a URL that
 * does not answer is refused in words; an XLSX with several worksheets offers their names to
 * choose from; a file not there yet is linked all the same (Push writes it).
 */
import { useState } from "react";
import type { SheetLink } from "@/lib/model";
import {
  Button,
  DialogActions,
  Radio,
  RadioGroup,
  RequestFailureNote,
  Select,
  TextField,
} from "@/app/_ui";
import type { FailureShown } from "@/app/_ui";
import { readSheet } from "@/app/_api/client";
import type { LinkInput } from "./sheet-flow";
import { inputOf, linkOf, linkTarget } from "./sheet-flow";

/**
 * See the file comment. `onLinked` saves the link, with the fingerprint of the sheet as read
 * (undefined: the file is not there yet, Push will write it).
 */
export function LinkForm(props: {
  setId: string;
  link: SheetLink | undefined;
  onCancel(): void;
  onLinked(link: SheetLink, fingerprint: string | undefined): void;
}) {
  const [input, setInput] = useState<LinkInput>(() => inputOf(props.link));
  const [worksheets, setWorksheets] = useState<string[]>();
  const [refusal, setRefusal] = useState<{ lead: string; failure: FailureShown }>();
  const [busy, setBusy] = useState(false);
  const made = linkOf(input);
  const change = (next: Partial<LinkInput>) => {
    setRefusal(undefined);
    if (!("text" in next || "kind" in next)) return setInput({ ...input, ...next });
    // Another file or URL: the worksheets offered were the other file's.
    setWorksheets(undefined);
    setInput({ kind: next.kind ?? input.kind, text: next.text ?? input.text });
  };

  async function submit() {
    if (!made.ok || busy) return;
    const link = made.value;
    setBusy(true);
    // A file not written yet is linked all the same (Push writes it): asked as `ifExists`.
    const read = await readSheet(props.setId, link, { cache: "no-store", ifExists: true });
    setBusy(false);
    if (!read.ok) {
      return setRefusal({ lead: `${linkTarget(link)} was not linked:`, failure: read.error });
    }
    if (read.value.missing) return props.onLinked(link, undefined);
    const sheets = read.value.worksheets ?? [];
    if (sheets.length > 1 && link.worksheet === undefined) {
      // The names come from the read: the person chooses, then links.
      setWorksheets(sheets);
      return setInput({ ...input, worksheet: sheets[0] });
    }
    props.onLinked(link, read.value.fingerprint);
  }

  const kind = input.kind;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="ui-dialog-body sheet-link-form">
        <RadioGroup
          label="Link to"
          value={kind}
          onChange={(v) => change({ kind: v === "url" ? "url" : "file" })}
          orientation="horizontal"
        >
          <Radio value="file">A file in the set&apos;s folder</Radio>
          <Radio value="url">A URL</Radio>
        </RadioGroup>
        <TextField
          label={kind === "file" ? "File name" : "Sheet URL"}
          value={input.text}
          onChange={(text) => change({ text })}
          placeholder={kind === "file" ? "cards.csv" : "https://docs.google.com/…/pub?output=csv"}
          description={
            kind === "file"
              ? "A CSV, TSV or XLSX file beside set.json. Push writes it if it is not there yet."
              : "A published Google Sheet's CSV link (File › Share › Publish to web › CSV), or any http(s) CSV. A URL is only pulled from."
          }
          errorMessage={input.text.trim() !== "" && !made.ok ? made.error : undefined}
          autoFocus
        />
        {worksheets && worksheets.length > 1 && (
          <Select
            label="Worksheet"
            value={input.worksheet ?? worksheets[0] ?? ""}
            options={worksheets.map((w) => [w, w] as const)}
            onChange={(worksheet) => setInput({ ...input, worksheet })}
            description={`${input.text.trim()} has ${worksheets.length} worksheets: choose the one that holds the cards, then Link.`}
          />
        )}
        {refusal && <RequestFailureNote compact lead={refusal.lead} failure={refusal.failure} />}
      </div>
      <DialogActions>
        <Button onPress={props.onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" isDisabled={!made.ok || busy}>
          {busy ? "Reading…" : "Link"}
        </Button>
      </DialogActions>
    </form>
  );
}
