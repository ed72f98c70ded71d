/** A table of keys and what they do: the `?` dialogs' lists and the effect playground's keys. */

/** One key and what it does. */
export interface KeyRow {
  keys: string;
  what: string;
}

/** A group of keys; the first group has no title. */
export interface KeyGroup {
  title?: string;
  keys: readonly KeyRow[];
}

/** A table of keys: each key as `kbd` in its row's header, what it does beside it. */
export function KeysTable(props: {
  keys: readonly KeyRow[];
  caption?: string;
  className?: string;
}) {
  return (
    <table className={props.className}>
      {props.caption && <caption className="ui-sr-only">{props.caption}</caption>}
      <tbody>
        {props.keys.map((k) => (
          <tr key={k.keys}>
            <th scope="row">
              <kbd>{k.keys}</kbd>
            </th>
            <td>{k.what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
