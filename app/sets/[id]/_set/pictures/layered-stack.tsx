/**
 * A stack as the picture service reads it (`Pictures.stack`): each card's own picture laid at one
 * origin, sized to its frame as a fraction of the stack's page, so clear film stays clear and a
 * change redraws only the cards it touched; the x-ray overlay over them when asked for.
 */
import type { StackReading } from "./pictures";

/** The layers (and x-ray) of `reading`, to put in a box of the page's aspect ratio. */
export function LayeredStack(props: {
  reading: StackReading;
  layerClass: string;
  /** The x-ray's class; no x-ray without one. */
  xrayClass?: string;
}) {
  const { reading, layerClass, xrayClass } = props;
  return (
    <>
      {reading.layers.map((layer) =>
        layer.svg ? (
          <div
            key={layer.key}
            className={layerClass}
            style={{ width: `${layer.width * 100}%`, height: `${layer.height * 100}%` }}
            dangerouslySetInnerHTML={{ __html: layer.svg }}
          />
        ) : null,
      )}
      {xrayClass !== undefined && (
        <div className={xrayClass} dangerouslySetInnerHTML={{ __html: reading.xray.svg }} />
      )}
    </>
  );
}
