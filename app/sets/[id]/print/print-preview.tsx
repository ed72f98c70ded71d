/**
 * The first sheet as it will print: an empty state when no cards are chosen, the server's
 * reasons when it refuses the options, else the picture over a backdrop that shows the medium.
 */
import type { Medium } from "@/lib/export/print-options";
import type { PreviewState } from "./use-print-preview";

/** The preview figure; `empty` (why nothing can be drawn) wins over everything else. */
export function PrintPreview(props: {
  medium: Medium;
  empty: string | undefined;
  preview: PreviewState;
  onImageError: (message: string) => void;
}) {
  const { medium, empty, preview } = props;
  return (
    <figure
      className={`print-preview print-preview--${medium}`}
      aria-busy={!empty && preview.loading}
    >
      {empty ? (
        <p className="print-preview-empty" data-testid="print-preview-empty">
          {empty}
        </p>
      ) : preview.problems.length > 0 ? (
        <div className="notice" role="alert" data-testid="print-preview-error">
          <p>The preview cannot be drawn with these options:</p>
          <ul>
            {preview.problems.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : preview.src ? (
        <img
          src={preview.src}
          alt="Preview of the first sheet"
          onError={() => props.onImageError("the preview picture could not be decoded")}
        />
      ) : (
        <p className="print-preview-empty">Drawing the preview…</p>
      )}
      <figcaption>
        First sheet, at low resolution.{" "}
        {medium === "film"
          ? "Clear film: the grey checker is the table showing through where the film stays clear."
          : "Paper: the light checker is printed where a card is clear, so stacks still read."}
      </figcaption>
    </figure>
  );
}
